<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ">
<context>
    <name>About</name>
    <message>
        <source>An unofficial fan implementation of the board game Cartographers Heroes and Cartographers, for playing alone or passing one computer around.</source>
        <translation>Neoficiální fanouškovské zpracování deskových her Kartografové: Hrdinové a Kartografové pro hru o samotě nebo s jedním počítačem, který koluje mezi hráči.</translation>
    </message>
    <message>
        <source>Cartographers and Cartographers Heroes were designed by Jordy Adan (Heroes with John Brieger) and are published by Thunderworks Games. This program is not affiliated with or endorsed by them; please buy the game.</source>
        <translation>Hry Kartografové a Kartografové: Hrdinové navrhl Jordy Adan (Hrdiny spolu s Johnem Briegerem) a vydává je Thunderworks Games. Tento program s nimi není spojen ani jimi schválen; kupte si prosím hru.</translation>
    </message>
    <message>
        <source>Shipped with</source>
        <translation>Součástí je</translation>
    </message>
    <message>
        <source>DejaVu fonts — Bitstream Vera licence (free to use and redistribute), changes in the public domain.</source>
        <translation>Písma DejaVu — licence Bitstream Vera (volné užití i šíření), úpravy jako volné dílo.</translation>
    </message>
    <message>
        <source>Qt {qt} and PySide6 — LGPL version 3.</source>
        <translation>Qt {qt} a PySide6 — LGPL verze 3.</translation>
    </message>
    <message>
        <source>pydantic and platformdirs — MIT licence.</source>
        <translation>pydantic a platformdirs — licence MIT.</translation>
    </message>
    <message>
        <source>Python {python} — PSF licence.</source>
        <translation>Python {python} — licence PSF.</translation>
    </message>
    <message>
        <source>About Kartografové</source>
        <translation>O aplikaci Kartografové</translation>
    </message>
</context>
<context>
    <name>Achievements</name>
    <message>
        <source>First map</source>
        <translation>První mapa</translation>
    </message>
    <message>
        <source>Finish a game.</source>
        <translation>Dohraj hru.</translation>
    </message>
    <message>
        <source>Seasoned surveyor</source>
        <translation>Ostřílený zeměměřič</translation>
    </message>
    <message>
        <source>Finish 10 games.</source>
        <translation>Dohraj 10 her.</translation>
    </message>
    <message>
        <source>A life on the road</source>
        <translation>Život na cestách</translation>
    </message>
    <message>
        <source>Finish 50 games.</source>
        <translation>Dohraj 50 her.</translation>
    </message>
    <message>
        <source>Lone wanderer</source>
        <translation>Osamělý poutník</translation>
    </message>
    <message>
        <source>Finish 20 solo games.</source>
        <translation>Dohraj 20 her o samotě.</translation>
    </message>
    <message>
        <source>Apprentice no more</source>
        <translation>Už ne učeň</translation>
    </message>
    <message>
        <source>Reach a solo rating of 0 or more.</source>
        <translation>Dosáhni ve hře o samotě hodnocení 0 nebo více.</translation>
    </message>
    <message>
        <source>On the journeyman&apos;s road</source>
        <translation>Na tovaryšské cestě</translation>
    </message>
    <message>
        <source>Reach a solo rating of 10 or more.</source>
        <translation>Dosáhni ve hře o samotě hodnocení 10 nebo více.</translation>
    </message>
    <message>
        <source>Master of maps</source>
        <translation>Mistr map</translation>
    </message>
    <message>
        <source>Reach a solo rating of 20 or more.</source>
        <translation>Dosáhni ve hře o samotě hodnocení 20 nebo více.</translation>
    </message>
    <message>
        <source>A legend is drawn</source>
        <translation>Rodí se legenda</translation>
    </message>
    <message>
        <source>Earn the title Legendary Cartographer (rating 30).</source>
        <translation>Získej titul Věhlasný kartograf (hodnocení 30).</translation>
    </message>
    <message>
        <source>Legend of every land</source>
        <translation>Legenda všech zemí</translation>
    </message>
    <message>
        <source>Earn Legendary Cartographer on each side of the sheet: A, B, C and D.</source>
        <translation>Získej titul Věhlasný kartograf na každé straně mapy: A, B, C i D.</translation>
    </message>
    <message>
        <source>Tollkeeper</source>
        <translation>Výběrčí mýta</translation>
    </message>
    <message>
        <source>Surround every mountain of your map.</source>
        <translation>Obklop všechny hory na své mapě.</translation>
    </message>
    <message>
        <source>Safe borders</source>
        <translation>Bezpečné hranice</translation>
    </message>
    <message>
        <source>Lose no star to monsters in a game.</source>
        <translation>Neztrať ve hře kvůli nestvůrám ani jeden bod pověsti.</translation>
    </message>
    <message>
        <source>Unshaken</source>
        <translation>Neotřesitelný</translation>
    </message>
    <message>
        <source>Lose no star to monsters in a game with all four ambushes.</source>
        <translation>Neztrať kvůli nestvůrám ani jeden bod pověsti ve hře se všemi čtyřmi přepadeními.</translation>
    </message>
    <message>
        <source>Not a space to spare</source>
        <translation>Ani pole nazmar</translation>
    </message>
    <message>
        <source>Fill every space of your map.</source>
        <translation>Zaplň všechna pole své mapy.</translation>
    </message>
    <message>
        <source>Royal treasury</source>
        <translation>Královská pokladnice</translation>
    </message>
    <message>
        <source>End a game with 10 coins or more.</source>
        <translation>Skonči hru s 10 nebo více mincemi.</translation>
    </message>
    <message>
        <source>Obedient servant</source>
        <translation>Poslušný služebník</translation>
    </message>
    <message>
        <source>Score every edict every time it is scored.</source>
        <translation>Získej body za každý výnos pokaždé, když se boduje.</translation>
    </message>
    <message>
        <source>A season to remember</source>
        <translation>Nezapomenutelné období</translation>
    </message>
    <message>
        <source>Score 40 stars or more in one season.</source>
        <translation>Získej 40 nebo více bodů pověsti v jednom období.</translation>
    </message>
    <message>
        <source>Guild member</source>
        <translation>Člen cechu</translation>
    </message>
    <message>
        <source>Win a game against a medium computer.</source>
        <translation>Vyhraj hru proti počítači na střední obtížnost.</translation>
    </message>
    <message>
        <source>Master of the table</source>
        <translation>Pán stolu</translation>
    </message>
    <message>
        <source>Win at a table of four or more with a hard computer.</source>
        <translation>Vyhraj u stolu čtyř a více hráčů s počítačem na těžkou obtížnost.</translation>
    </message>
    <message>
        <source>Around one table</source>
        <translation>U jednoho stolu</translation>
    </message>
    <message>
        <source>Finish a game with two or more people.</source>
        <translation>Dohraj hru se dvěma nebo více lidmi.</translation>
    </message>
    <message>
        <source>Both realms</source>
        <translation>Obě říše</translation>
    </message>
    <message>
        <source>Play Heroes, the base game and both games combined.</source>
        <translation>Zahraj si Hrdiny, základní hru i obě hry spojené.</translation>
    </message>
    <message>
        <source>Four lands</source>
        <translation>Čtyři země</translation>
    </message>
    <message>
        <source>Play on each side of the sheet: A, B, C and D.</source>
        <translation>Hraj na každé straně mapy: A, B, C i D.</translation>
    </message>
    <message>
        <source>The journey begins</source>
        <translation>Cesta začíná</translation>
    </message>
    <message>
        <source>Earn a star in the journey.</source>
        <translation>Získej na cestě hvězdu.</translation>
    </message>
    <message>
        <source>Journey&apos;s end</source>
        <translation>Konec cesty</translation>
    </message>
    <message>
        <source>Earn a star in every chapter of the journey.</source>
        <translation>Získej hvězdu v každé kapitole cesty.</translation>
    </message>
    <message>
        <source>The Queen&apos;s favourite</source>
        <translation>Králové oblíbenec</translation>
    </message>
    <message>
        <source>Earn three stars in every chapter of the journey.</source>
        <translation>Získej tři hvězdy v každé kapitole cesty.</translation>
    </message>
    <message>
        <source>Challenger</source>
        <translation>Vyzyvatel</translation>
    </message>
    <message>
        <source>Play the challenge of the week.</source>
        <translation>Zahraj si výzvu týdne.</translation>
    </message>
    <message>
        <source>A month of challenges</source>
        <translation>Měsíc výzev</translation>
    </message>
    <message>
        <source>Play the challenge of four different weeks.</source>
        <translation>Zahraj si výzvy čtyř různých týdnů.</translation>
    </message>
</context>
<context>
    <name>AchievementsDialog</name>
    <message>
        <source>Achievements</source>
        <translation>Úspěchy</translation>
    </message>
    <message numerus="yes">
        <source>%n of {total} achievements earned</source>
        <translation>
            <numerusform>Získán %n z {total} úspěchů</numerusform>
            <numerusform>Získány %n z {total} úspěchů</numerusform>
            <numerusform>Získáno %n z {total} úspěchů</numerusform>
        </translation>
    </message>
    <message>
        <source>Achievement</source>
        <translation>Úspěch</translation>
    </message>
    <message>
        <source>Earned</source>
        <translation>Získáno</translation>
    </message>
    <message>
        <source>Watch the game</source>
        <translation>Přehrát hru</translation>
    </message>
    <message>
        <source>(Needs a game played without hints.)</source>
        <translation>(Potřebuje hru odehranou bez rad.)</translation>
    </message>
</context>
<context>
    <name>Arguments</name>
    <message>
        <source>see {command} --help</source>
        <translation>viz {command} --help</translation>
    </message>
    <message>
        <source>not a number of players: {text}</source>
        <translation>není to počet hráčů: {text}</translation>
    </message>
    <message>
        <source>a game has 1 to {most} players, not {count}</source>
        <translation>hru hraje 1 až {most} hráčů, ne {count}</translation>
    </message>
    <message>
        <source>not a seed (a whole number): {text}</source>
        <translation>není to číslo hry (celé číslo): {text}</translation>
    </message>
    <message>
        <source>a seed is from 0 to {most}, not {seed}</source>
        <translation>číslo hry je od 0 do {most}, ne {seed}</translation>
    </message>
    <message>
        <source>a sheet side is one letter such as C or D, not {text}</source>
        <translation>strana mapového listu je jedno písmeno, například C nebo D, ne {text}</translation>
    </message>
    <message>
        <source>the file name is empty</source>
        <translation>název souboru je prázdný</translation>
    </message>
    <message>
        <source>the file name holds a NUL character</source>
        <translation>název souboru obsahuje znak NUL</translation>
    </message>
    <message>
        <source>not a number of copies: {text}</source>
        <translation>není to počet kopií: {text}</translation>
    </message>
    <message>
        <source>a network game has 1 to {most} seats, not {count}</source>
        <translation>síťová hra má 1 až {most} míst, ne {count}</translation>
    </message>
    <message>
        <source>not a server address: {text} (write nats://TOKEN@server:4222, or tls://… for an encrypted connection)</source>
        <translation>není to adresa serveru: {text} (napiš nats://TOKEN@server:4222, nebo tls://… pro šifrované spojení)</translation>
    </message>
    <message>
        <source>edicts are random, first_game or four card ids separated by commas, not {text}</source>
        <translation>výnosy jsou random, first_game nebo čtyři id karet oddělená čárkami, ne {text}</translation>
    </message>
    <message>
        <source>not a port number: {text}</source>
        <translation>není to číslo portu: {text}</translation>
    </message>
    <message>
        <source>a port is from 1 to 65535, not {port}</source>
        <translation>port je od 1 do 65535, ne {port}</translation>
    </message>
    <message>
        <source>CODE</source>
        <translation>KÓD</translation>
    </message>
    <message>
        <source>COMMAND</source>
        <translation>PŘÍKAZ</translation>
    </message>
    <message>
        <source>SAVEFILE</source>
        <translation>ULOŽENÁ_HRA</translation>
    </message>
</context>
<context>
    <name>Autoplay</name>
    <message>
        <source>Cartographer {number}</source>
        <translation>Kartograf {number}</translation>
    </message>
    <message>
        <source>Sheet {side}, seed {seed}</source>
        <translation>Mapový list {side}, číslo hry {seed}</translation>
    </message>
    <message>
        <source>Edicts: {edicts}</source>
        <translation>Výnosy: {edicts}</translation>
    </message>
    <message>
        <source>{total} stars (seasons {seasons}; lost to monsters {monsters})</source>
        <translation>Body pověsti: {total} (období {seasons}; ztraceno kvůli nestvůrám {monsters})</translation>
    </message>
    <message>
        <source>Solo rating {rating} (total {total} − solo values {values}): {title}</source>
        <translation>Hodnocení hry o samotě {rating} (celkem {total} − hodnoty pro hru o samotě {values}): {title}</translation>
    </message>
    <message>
        <source>--bot takes one level or one per player ({levels}), not {given}</source>
        <translation>--bot bere jednu úroveň nebo jednu na každého hráče ({levels}), ne {given}</translation>
    </message>
    <message>
        <source>cannot write {file}: {reason}</source>
        <translation>{file} nelze zapsat: {reason}</translation>
    </message>
    <message>
        <source>--names takes {players} names, not {given}</source>
        <translation>--names chce {players} jmen, ne {given}</translation>
    </message>
    <message>
        <source>the fonts {fonts} are missing; reinstall the app</source>
        <translation>chybí písma {fonts}; nainstaluj aplikaci znovu</translation>
    </message>
</context>
<context>
    <name>Breakdown</name>
    <message>
        <source>Coins</source>
        <translation>Mince</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Nestvůry</translation>
    </message>
    <message>
        <source>{season} in all</source>
        <translation>{season} celkem</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Období</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Celkem</translation>
    </message>
    <message>
        <source>Behind the winner</source>
        <translation>Ztráta na vítěze</translation>
    </message>
    <message>
        <source>Season by season</source>
        <translation>Po obdobích</translation>
    </message>
    <message>
        <source>Where the stars came from</source>
        <translation>Odkud body pověsti přišly</translation>
    </message>
</context>
<context>
    <name>CampaignPage</name>
    <message>
        <source>Code to share:</source>
        <translation>Kód ke sdílení:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopírovat</translation>
    </message>
    <message>
        <source>Whoever types this code plays the very same chapters.</source>
        <translation>Kdo zadá tento kód, bude hrát úplně stejné kapitoly.</translation>
    </message>
    <message>
        <source>Campaign score</source>
        <translation>Skóre tažení</translation>
    </message>
    <message>
        <source>Best title</source>
        <translation>Nejlepší titul</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Postup</translation>
    </message>
    <message>
        <source>The campaign score adds up the stars of your best game in each chapter. Play a finished chapter again to improve it — only your best counts.</source>
        <translation>Skóre tažení sčítá body pověsti z tvé nejlepší hry v každé kapitole. Dokončenou kapitolu můžeš hrát znovu a zlepšit se — počítá se jen ta nejlepší.</translation>
    </message>
    <message>
        <source>Abandon campaign…</source>
        <translation>Opustit tažení…</translation>
    </message>
    <message>
        <source>{player}’s campaign</source>
        <translation>Tažení: {player}</translation>
    </message>
    <message>
        <source>Started {date}</source>
        <translation>Zahájeno {date}</translation>
    </message>
    <message>
        <source>Chapters: {count}</source>
        <translation>Kapitoly: {count}</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>opuštěno</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Dokončeno</translation>
    </message>
    <message>
        <source>Resume chapter {number}</source>
        <translation>Pokračovat v kapitole {number}</translation>
    </message>
    <message>
        <source>Play chapter {number}</source>
        <translation>Hrát kapitolu {number}</translation>
    </message>
    <message>
        <source>Chapter {number} of {count}</source>
        <translation>Kapitola {number} z {count}</translation>
    </message>
</context>
<context>
    <name>CampaignScreen</name>
    <message>
        <source>← Back</source>
        <translation>← Zpět</translation>
    </message>
    <message>
        <source>New campaign…</source>
        <translation>Nové tažení…</translation>
    </message>
    <message>
        <source>Needs a newer Kartografové</source>
        <translation>Vyžaduje novější verzi Kartografů</translation>
    </message>
    <message>
        <source>Started {date}</source>
        <translation>Zahájeno {date}</translation>
    </message>
    <message>
        <source>Abandoned · {score} ★</source>
        <translation>Opuštěno · {score} ★</translation>
    </message>
    <message>
        <source>Complete · {score} ★</source>
        <translation>Dokončeno · {score} ★</translation>
    </message>
    <message>
        <source>The campaign could not be saved: {reason}</source>
        <translation>Tažení se nepodařilo uložit: {reason}</translation>
    </message>
    <message>
        <source>The finished game could not be added to the campaign; its save file is safe.</source>
        <translation>Dohranou hru se nepodařilo přidat do tažení; její uložený soubor je v pořádku.</translation>
    </message>
    <message>
        <source>Abandon this campaign? Its results stay in the list, but it cannot be played any more.</source>
        <translation>Opustit toto tažení? Jeho výsledky zůstanou v seznamu, ale už ho nepůjde hrát.</translation>
    </message>
    <message>
        <source>Abandon campaign</source>
        <translation>Opustit tažení</translation>
    </message>
    <message>
        <source>Copied!</source>
        <translation>Zkopírováno!</translation>
    </message>
    <message>
        <source>Chapter {number} — your best game</source>
        <translation>Kapitola {number} — tvá nejlepší hra</translation>
    </message>
    <message>
        <source>The chapter cannot start: its game in progress must be kept first, and it could not be moved ({reason}).</source>
        <translation>Kapitolu nelze začít: její rozehranou hru je třeba nejdřív uschovat a tu se nepodařilo přesunout ({reason}).</translation>
    </message>
    <message>
        <source>Your game was kept</source>
        <translation>Tvá hra byla uschována</translation>
    </message>
    <message>
        <source>The game in progress found for this chapter does not match the chapter any more (it was started by another version). It was kept among your unfinished games, where you can continue it; the chapter starts anew.</source>
        <translation>Rozehraná hra nalezená u této kapitoly už kapitole neodpovídá (začala ji jiná verze). Byla uschována mezi rozehranými hrami, kde v ní můžeš pokračovat; kapitola začíná znovu.</translation>
    </message>
    <message>
        <source>Custom campaigns from a code</source>
        <translation>Vlastní tažení z kódu</translation>
    </message>
</context>
<context>
    <name>CardPanel</name>
    <message numerus="yes">
        <source>Explore card · time %n</source>
        <translation>
            <numerusform>Karta průzkumu · čas %n</numerusform>
            <numerusform>Karta průzkumu · čas %n</numerusform>
            <numerusform>Karta průzkumu · čas %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Ambush · right after it is drawn, the Gorgon destroys one space next to it.</source>
        <translation>Přepadení · hned po zakreslení gorgona zničí jedno pole vedle sebe.</translation>
    </message>
    <message>
        <source>Ambush · after each season&apos;s scoring, zombies spread to every empty space next to them.</source>
        <translation>Přepadení · po vyhodnocení každého období se zombie rozšíří na všechna sousední prázdná pole.</translation>
    </message>
    <message>
        <source>Ambush · after each season&apos;s scoring, the Troll destroys one empty space next to it.</source>
        <translation>Přepadení · po vyhodnocení každého období troll zničí jedno sousední prázdné pole.</translation>
    </message>
    <message>
        <source>Ambush · when every dragon space is destroyed or closed in, its map gains 3 coins.</source>
        <translation>Přepadení · až bude každé dračí pole zničené nebo obklíčené, majitel mapy získá 3 mince.</translation>
    </message>
    <message>
        <source>Ambush</source>
        <translation>Přepadení</translation>
    </message>
    <message>
        <source>Hero · the attack marks destroy monsters there, now and for the rest of the game.</source>
        <translation>Hrdina · v dosahu jeho útoku jsou nestvůry zničeny, hned i po zbytek hry.</translation>
    </message>
    <message>
        <source>{terrain} (the T key picks the next terrain)</source>
        <translation>{terrain} (klávesa T vybere další terén)</translation>
    </message>
    <message>
        <source>Shape {number} (key {number}) — earns a coin</source>
        <translation>Tvar {number} (klávesa {number}) — získáš minci</translation>
    </message>
    <message>
        <source>Shape {number} (key {number})</source>
        <translation>Tvar {number} (klávesa {number})</translation>
    </message>
</context>
<context>
    <name>CardTexts</name>
    <message>
        <source>Earn two reputation stars for each forest space in the longest unbroken vertical line of forest spaces in a single column.</source>
        <translatorcomment>From the Czech rulebook (seed 001), lightly edited.</translatorcomment>
        <translation>Získáš dva body pověsti za každé pole s lesem v nejdelší souvislé řadě polí s lesem v jednom sloupci.</translation>
    </message>
    <message>
        <source>Earn six reputation stars for each cluster of five or more forest spaces that is not adjacent to any village space.</source>
        <translatorcomment>From the Czech rulebook (seed 001), corrected: the rulebook omits &apos;five or more&apos;, which the card and the engine require (RULES K3).</translatorcomment>
        <translation>Získáš šest bodů pověsti za každé území pěti nebo více polí s lesem, které nesousedí s žádným polem s vesnicí.</translation>
    </message>
    <message>
        <source>Earn two reputation stars for each forest space surrounded on all four sides by forest spaces or the edge of the map.</source>
        <translatorcomment>From the Czech rulebook (seed 001), lightly edited.</translatorcomment>
        <translation>Získáš dva body pověsti za každé pole s lesem sousedící ze všech čtyř stran s poli s lesem nebo okrajem mapy.</translation>
    </message>
    <message>
        <source>Earn four reputation stars for each row that contains at least three forest spaces.</source>
        <translatorcomment>From the Czech rulebook (seed 001), lightly edited.</translatorcomment>
        <translation>Získáš čtyři body pověsti za každý řádek s alespoň třemi poli s lesem.</translation>
    </message>
    <message>
        <source>Earn seven reputation stars for each cluster of farm spaces adjacent to at least three water spaces.</source>
        <translatorcomment>From the Czech rulebook (seed 001), lightly edited.</translatorcomment>
        <translation>Získáš sedm bodů pověsti za každé území polí s farmou sousedící alespoň se třemi poli s vodou.</translation>
    </message>
    <message>
        <source>Earn four reputation stars for each water space adjacent to at least two farm spaces.</source>
        <translatorcomment>From the Czech rulebook (seed 001), lightly edited.</translatorcomment>
        <translation>Získáš čtyři body pověsti za každé pole s vodou sousedící s alespoň dvěma poli s farmou.</translation>
    </message>
    <message>
        <source>Earn five reputation stars for each mountain space adjacent to a cluster of water spaces that is also adjacent to at least one farm space.</source>
        <translatorcomment>From the Czech rulebook (seed 001), lightly edited.</translatorcomment>
        <translation>Získáš pět bodů pověsti za každé pole s horou propojené skrze území s vodou s polem s farmou.</translation>
    </message>
    <message>
        <source>Earn four reputation stars for each column that contains as many farm spaces as water spaces, at least one of each.</source>
        <translatorcomment>From the Czech rulebook (seed 001), corrected: the rulebook says five stars; the card and the engine give four (RULES K2).</translatorcomment>
        <translation>Získáš čtyři body pověsti za každý sloupec obsahující stejné množství polí s vodou i s farmou. Ve sloupci musí být alespoň jedno pole od obou typů.</translation>
    </message>
    <message>
        <source>Earn seven reputation stars for each cluster of village spaces that contains four village spaces in one straight row or column.</source>
        <translatorcomment>From the Czech rulebook (seed 001), lightly edited.</translatorcomment>
        <translation>Získáš sedm bodů pověsti za každé území polí s vesnicí obsahující čtyři pole s vesnicí v jedné řadě nebo v jednom sloupci.</translation>
    </message>
    <message>
        <source>Choose a cluster of village spaces. Earn one reputation star for each empty space adjacent to that cluster.</source>
        <translatorcomment>From the Czech rulebook (seed 001), lightly edited.</translatorcomment>
        <translation>Vyber si jedno území polí s vesnicí. Získáš jeden bod pověsti za každé prázdné pole sousedící s tímto územím.</translation>
    </message>
    <message>
        <source>Earn six reputation stars for each cluster of village spaces that contains a square of 2×2 village spaces.</source>
        <translatorcomment>From the Czech rulebook (seed 001), lightly edited.</translatorcomment>
        <translation>Získáš šest bodů pověsti za každé území polí s vesnicí obsahující čtverec 2 × 2 polí s vesnicí.</translation>
    </message>
    <message>
        <source>Choose a cluster of village spaces. Earn one reputation star for each row and each column that contains at least one space of that cluster.</source>
        <translatorcomment>From the Czech rulebook (seed 001), lightly edited.</translatorcomment>
        <translation>Vyber si jedno území polí s vesnicí. Získáš jeden bod pověsti za každý řádek a sloupec, ve kterém leží alespoň jedno pole tohoto území.</translation>
    </message>
    <message>
        <source>Earn seven reputation stars for each complete row or complete column of filled spaces that contains a mountain space.</source>
        <translatorcomment>From the Czech rulebook (seed 001), lightly edited.</translatorcomment>
        <translation>Získáš sedm bodů pověsti za každý zcela obsazený řádek nebo sloupec obsahující pole s horou.</translation>
    </message>
    <message>
        <source>Earn ten reputation stars for each complete odd-numbered column of filled spaces.</source>
        <translatorcomment>From the Czech rulebook (seed 001), lightly edited.</translatorcomment>
        <translation>Získáš deset bodů pověsti za každý zcela obsazený sloupec s lichým číslem.</translation>
    </message>
    <message>
        <source>Earn four reputation stars for each row that contains at least five different terrain types (forest, village, farm, water, mountain, monster, hero).</source>
        <translatorcomment>From the Czech rulebook (seed 001), lightly edited.</translatorcomment>
        <translation>Získáš čtyři body pověsti za každý řádek obsahující nejméně pět různých typů terénu (les, vesnice, farma, voda, hora, nestvůra, hrdina).</translation>
    </message>
    <message>
        <source>Earn four reputation stars for each cluster of exactly three empty spaces surrounded on all sides by filled spaces or the edge of the map.</source>
        <translatorcomment>From the Czech rulebook (seed 001), lightly edited.</translatorcomment>
        <translation>Získáš čtyři body pověsti za každé území právě tří prázdných polí sousedící ze všech stran s obsazenými poli nebo okrajem mapy.</translation>
    </message>
    <message>
        <source>Earn one reputation star for each forest space on the edge of the map. A corner space counts once.</source>
        <translatorcomment>From the Czech base-game rulebook (seed 003).</translatorcomment>
        <translation>Získáš jeden bod pověsti za každé pole s lesem na okraji mapy. Rohové pole se počítá jednou.</translation>
    </message>
    <message>
        <source>Earn one reputation star for each row and each column that contains at least one forest space. The same forest space can score for its row and its column.</source>
        <translatorcomment>From the Czech base-game rulebook (seed 003).</translatorcomment>
        <translation>Získáš jeden bod pověsti za každý řádek a sloupec, ve kterém je alespoň jedno pole s lesem. Stejné pole může být obodováno jak v řádku, tak i ve sloupci.</translation>
    </message>
    <message>
        <source>Earn one reputation star for each forest space surrounded on all four sides by filled spaces or the edge of the map.</source>
        <translatorcomment>From the Czech base-game rulebook (seed 003).</translatorcomment>
        <translation>Získáš jeden bod pověsti za každé pole s lesem, které ze všech čtyř stran sousedí s obsazeným polem nebo okrajem mapy.</translation>
    </message>
    <message>
        <source>Earn three reputation stars for each mountain space connected to at least one other mountain space by a cluster of forest spaces adjacent to both.</source>
        <translatorcomment>From the Czech base-game rulebook (seed 003).</translatorcomment>
        <translation>Získáš tři body pověsti za každé pole s horou, jež je územím s lesem spojeno alespoň s jedním dalším polem s horou.</translation>
    </message>
    <message>
        <source>Earn one reputation star for each water space adjacent to at least one farm space, and one for each farm space adjacent to at least one water space.</source>
        <translatorcomment>From the Czech base-game rulebook (seed 003).</translatorcomment>
        <translation>Získáš jeden bod pověsti za každé pole s vodou, které sousedí alespoň s jedním polem s farmou, a za každé pole s farmou, které sousedí alespoň s jedním polem s vodou.</translation>
    </message>
    <message>
        <source>Earn two reputation stars for each water space adjacent to a mountain space, and one for each farm space adjacent to a mountain space.</source>
        <translatorcomment>From the Czech base-game rulebook (seed 003).</translatorcomment>
        <translation>Získáš dva body pověsti za každé pole s vodou sousedící s polem s horou a jeden bod pověsti za každé pole s farmou sousedící s polem s horou.</translation>
    </message>
    <message>
        <source>Earn one reputation star for each water space adjacent to a ruins space, and three for each farm space drawn on a ruins space.</source>
        <translatorcomment>From the Czech base-game rulebook (seed 003).</translatorcomment>
        <translation>Získáš jeden bod pověsti za každé pole s vodou sousedící s polem se zříceninou a tři body za každé pole s farmou na poli se zříceninou.</translation>
    </message>
    <message>
        <source>Earn three reputation stars for each cluster of farm spaces adjacent to no water space and not touching the edge of the map, and three for each cluster of water spaces adjacent to no farm space and not touching the edge of the map.</source>
        <translatorcomment>From the Czech base-game rulebook (seed 003).</translatorcomment>
        <translation>Získáš tři body pověsti za každé území s farmou, které nesousedí s poli s vodou ani s okrajem mapy, a tři body za každé území s vodou, které nesousedí s poli s farmou ani s okrajem mapy.</translation>
    </message>
    <message>
        <source>Earn eight reputation stars for each cluster of six or more village spaces.</source>
        <translatorcomment>From the Czech base-game rulebook (seed 003).</translatorcomment>
        <translation>Získáš osm bodů pověsti za každé území složené ze šesti a více polí s vesnicí.</translation>
    </message>
    <message>
        <source>Earn one reputation star for each space of the largest cluster of village spaces that is not adjacent to any mountain space.</source>
        <translatorcomment>From the Czech base-game rulebook (seed 003).</translatorcomment>
        <translation>Získáš jeden bod pověsti za každé pole v největším území s vesnicí, které nesousedí s žádným polem s horou.</translation>
    </message>
    <message>
        <source>Earn three reputation stars for each cluster of village spaces adjacent to at least three different terrain types (forest, farm, water, mountain, monster, hero).</source>
        <translatorcomment>From the Czech base-game rulebook (seed 003).</translatorcomment>
        <translation>Získáš tři body pověsti za každé území s vesnicí, které sousedí se třemi nebo více různými typy terénů (les, farma, voda, hora, nestvůra, hrdina).</translation>
    </message>
    <message>
        <source>Earn two reputation stars for each space of the second-largest cluster of village spaces. When two clusters tie for the largest, one of them is the second-largest.</source>
        <translatorcomment>From the Czech base-game rulebook (seed 003).</translatorcomment>
        <translation>Získáš dva body pověsti za každé pole ve druhém největším území s vesnicí. Jsou-li dvě největší území stejně velká, jedno z nich je druhé největší.</translation>
    </message>
    <message>
        <source>Earn six reputation stars for each complete row or complete column of filled spaces.</source>
        <translatorcomment>From the Czech base-game rulebook (seed 003).</translatorcomment>
        <translation>Získáš šest bodů pověsti za každý kompletně obsazený řádek či sloupec.</translation>
    </message>
    <message>
        <source>Earn three reputation stars for each space along one side of the largest square of filled spaces.</source>
        <translatorcomment>From the Czech base-game rulebook (seed 003).</translatorcomment>
        <translation>Získáš tři body za každé pole po jedné straně největšího čtverce tvořeného obsazenými poli.</translation>
    </message>
    <message>
        <source>Earn three reputation stars for each complete diagonal line of filled spaces running down and to the right from the left edge to the bottom edge of the map.</source>
        <translatorcomment>From the Czech base-game rulebook (seed 003).</translatorcomment>
        <translation>Získáš tři body pověsti za každou kompletně obsazenou diagonálu, která vede doprava dolů a spojuje levý a spodní okraj mapy.</translation>
    </message>
    <message>
        <source>Earn one reputation star for each empty space surrounded on all four sides by filled spaces or the edge of the map.</source>
        <translatorcomment>From the Czech base-game rulebook (seed 003).</translatorcomment>
        <translation>Získáš jeden bod pověsti za každé neobsazené pole sousedící ze všech stran s obsazenými poli nebo okrajem mapy.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Timber Grove</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Czech name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Lesní háj</translation>
    </message>
    <message>
        <source>Pasture</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Czech name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Pastvina</translation>
    </message>
    <message>
        <source>Lagoon</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Czech name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Laguna</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Czech name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Osídlení</translation>
    </message>
    <message>
        <source>Hillside Terrace</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Czech name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Terasy na svahu</translation>
    </message>
    <message>
        <source>Frontier Dwelling</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Czech name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Pohraniční obydlí</translation>
    </message>
    <message>
        <source>Wildwood Garden</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Czech name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Zahrada v divočině</translation>
    </message>
    <message>
        <source>Woodland Crossroads</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Czech name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Lesní rozcestí</translation>
    </message>
    <message>
        <source>Coastal Encampment</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Czech name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Pobřežní tábořiště</translation>
    </message>
    <message>
        <source>Mangrove Swamp</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Czech name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Mangrovová bažina</translation>
    </message>
    <message>
        <source>Kethra&apos;s Gates</source>
        <translation>Brány světů</translation>
    </message>
    <message>
        <source>Dragon Inferno</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Czech name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Dračí peklo</translation>
    </message>
    <message>
        <source>Zombie Plague</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Czech name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Nákaza zombie</translation>
    </message>
    <message>
        <source>Giant Troll Ravage</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Czech name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Řádění obřího trolla</translation>
    </message>
    <message>
        <source>Gorgon Gaze</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Czech name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Pohled gorgony</translation>
    </message>
    <message>
        <source>Dobrik of Lorkheim</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Czech name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Dobrik z Lorkheimu</translation>
    </message>
    <message>
        <source>Wren the Lioness</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Czech name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Wren Lvice</translation>
    </message>
    <message>
        <source>Freyla the True</source>
        <translatorcomment>Not from a rulebook: a scan of the Czech rulebook shows only the fragment &apos;Freyly Sprauedli…&apos; beside the hero example, which this follows.</translatorcomment>
        <translation>Freyla Spravedlivá</translation>
    </message>
    <message>
        <source>Dal of Jolev</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Czech name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Dal z Jolevu</translation>
    </message>
    <message>
        <source>Faunlost Thicket</source>
        <translation>Bludná houština</translation>
    </message>
    <message>
        <source>Deepwood</source>
        <translation>Hustý les</translation>
    </message>
    <message>
        <source>Heart of the Forest</source>
        <translation>Ukrytá mýtina</translation>
    </message>
    <message>
        <source>Sleepy Valley</source>
        <translation>Ospalé údolí</translation>
    </message>
    <message>
        <source>Craylund</source>
        <translation>Rybářská osada</translation>
    </message>
    <message>
        <source>Ulem&apos;s Wallow</source>
        <translation>Vodníkův ráj</translation>
    </message>
    <message>
        <source>Clawsgrave Peaks</source>
        <translation>Vodní kanál</translation>
    </message>
    <message>
        <source>Jorekburg</source>
        <translation>Vepřín</translation>
    </message>
    <message>
        <source>Traylo Monastery</source>
        <translation>Elfí klášter</translation>
    </message>
    <message>
        <source>Outer Enclave</source>
        <translation>Loupežnické doupě</translation>
    </message>
    <message>
        <source>Gnomish Colony</source>
        <translation>Gnómská vesnice</translation>
    </message>
    <message>
        <source>Caravansary</source>
        <translation>Kočovnická osada</translation>
    </message>
    <message>
        <source>Dwarvenholds</source>
        <translation>Signální ohně</translation>
    </message>
    <message>
        <source>Silos</source>
        <translation>Hranice</translation>
    </message>
    <message>
        <source>Banded Hills</source>
        <translation>Rozmanitá krajina</translation>
    </message>
    <message>
        <source>Starlit Sigil</source>
        <translation>Posvátné obrazce</translation>
    </message>
    <message>
        <source>Temple Ruins</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Czech name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Chrámové zříceniny</translation>
    </message>
    <message>
        <source>Outpost Ruins</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Czech name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Zříceniny hlásky</translation>
    </message>
    <message>
        <source>Great River</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Czech name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Velká řeka</translation>
    </message>
    <message>
        <source>Farmland</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Czech name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Polnosti</translation>
    </message>
    <message>
        <source>Hamlet</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Czech name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Víska</translation>
    </message>
    <message>
        <source>Forgotten Forest</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Czech name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Zapomenutý les</translation>
    </message>
    <message>
        <source>Hinterland Stream</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Czech name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Vnitrozemský potok</translation>
    </message>
    <message>
        <source>Homestead</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Czech name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Usedlost</translation>
    </message>
    <message>
        <source>Orchard</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Czech name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Sad</translation>
    </message>
    <message>
        <source>Treetop Village</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Czech name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Vesnice v korunách</translation>
    </message>
    <message>
        <source>Marshlands</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Czech name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Močály</translation>
    </message>
    <message>
        <source>Fishing Village</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Czech name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Rybářská vesnice</translation>
    </message>
    <message>
        <source>Rift Lands</source>
        <translatorcomment>From the Czech base-game rulebook (seed 003).</translatorcomment>
        <translation>Prostorové trhliny</translation>
    </message>
    <message>
        <source>Goblin Attack</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Czech name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Útok goblinů</translation>
    </message>
    <message>
        <source>Bugbear Assault</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Czech name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Výpad skřetobrů</translation>
    </message>
    <message>
        <source>Kobold Onslaught</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Czech name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Nápor koboldů</translation>
    </message>
    <message>
        <source>Gnoll Raid</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Czech name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Nájezd gnollů</translation>
    </message>
    <message>
        <source>Sentinel Wood</source>
        <translation>Hraniční les</translation>
    </message>
    <message>
        <source>Greenbough</source>
        <translation>Lesní království</translation>
    </message>
    <message>
        <source>Treetower</source>
        <translation>Lesní houština</translation>
    </message>
    <message>
        <source>Stoneside Forest</source>
        <translation>Lesnaté podhůří</translation>
    </message>
    <message>
        <source>Canal Lake</source>
        <translation>Zavlažovací kanály</translation>
    </message>
    <message>
        <source>Mages Valley</source>
        <translation>Údolí čarodějů</translation>
    </message>
    <message>
        <source>The Golden Granary</source>
        <translation>Pradávná sýpka</translation>
    </message>
    <message>
        <source>Shoreside Expanse</source>
        <translation>Úrodné břehy</translation>
    </message>
    <message>
        <source>Wildholds</source>
        <translation>Osada</translation>
    </message>
    <message>
        <source>Great City</source>
        <translation>Královské město</translation>
    </message>
    <message>
        <source>Greengold Plains</source>
        <translatorcomment>As printed in the Czech base rulebook (seed 003), probably a typo for &apos;Úrodné pláně&apos;; kept as printed.</translatorcomment>
        <translation>Úrodné pláně</translation>
    </message>
    <message>
        <source>Shieldgate</source>
        <translation>Obranný val</translation>
    </message>
    <message>
        <source>Borderlands</source>
        <translation>Pohraničí</translation>
    </message>
    <message>
        <source>Lost Barony</source>
        <translation>Zapomenuté hrabství</translation>
    </message>
    <message>
        <source>The Broken Road</source>
        <translation>Dlážděná cesta</translation>
    </message>
    <message>
        <source>The Cauldrons</source>
        <translation>Propasti</translation>
    </message>
</context>
<context>
    <name>Cartographers</name>
    <message>
        <source>Sister Ulla of Traylo</source>
        <translation>Sestra Ulla z Elfího kláštera</translation>
    </message>
    <message>
        <source>Jorek the Surveyor</source>
        <translation>Zeměměřič Jorek</translation>
    </message>
    <message>
        <source>Old Ulem of the Wallow</source>
        <translation>Starý Ulem z Vodníkova ráje</translation>
    </message>
    <message>
        <source>Captain Vesna of Nalos</source>
        <translation>Kapitánka Vesna z Nalosu</translation>
    </message>
    <message>
        <source>Tobble the Gnome</source>
        <translation>Gnóm Tobble</translation>
    </message>
    <message>
        <source>Mirela the Scout</source>
        <translation>Zvědka Mirela</translation>
    </message>
    <message>
        <source>Brother Faun of Deepwood</source>
        <translation>Bratr Faun z Hustého lesa</translation>
    </message>
    <message>
        <source>Dwarf Borin of the Peaks</source>
        <translation>Trpaslík Borin z hor</translation>
    </message>
</context>
<context>
    <name>ChapterCard</name>
    <message>
        <source>Watch your best game</source>
        <translation>Přehrát nejlepší hru</translation>
    </message>
    <message>
        <source>Chapter {number}</source>
        <translation>Kapitola {number}</translation>
    </message>
    <message>
        <source>After chapter {number}</source>
        <translation>Po kapitole {number}</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Pokračovat</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Hrát</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Hrát znovu</translation>
    </message>
    <message>
        <source>Not played yet</source>
        <translation>Zatím nehráno</translation>
    </message>
    <message>
        <source>Attempts: {count}</source>
        <translation>Pokusy: {count}</translation>
    </message>
    <message>
        <source>rating {rating}</source>
        <translation>hodnocení {rating}</translation>
    </message>
    <message>
        <source>Hints used: {count}</source>
        <translation>Použité rady: {count}</translation>
    </message>
    <message>
        <source>Left midway</source>
        <translation>Rozehráno</translation>
    </message>
</context>
<context>
    <name>EdictsPanel</name>
    <message>
        <source>Edicts</source>
        <translation>Výnosy</translation>
    </message>
</context>
<context>
    <name>EdictsSection</name>
    <message>
        <source>Edicts (scoring cards A–D)</source>
        <translation>Výnosy (bodovací karty A–D)</translation>
    </message>
    <message>
        <source>Random (one card of each back, as the rules say)</source>
        <translation>Náhodně (jedna karta z každého druhu, podle pravidel)</translation>
    </message>
    <message>
        <source>First game (recommended for beginners)</source>
        <translation>První hra (doporučeno pro začátečníky)</translation>
    </message>
    <message>
        <source>Choose</source>
        <comment>edicts</comment>
        <translation>Vybrat</translation>
    </message>
    <message>
        <source>Edict {letter}</source>
        <translation>Výnos {letter}</translation>
    </message>
    <message>
        <source>One card of each back. Point at a card to read how it scores.</source>
        <translation>Jedna karta z každého druhu. Najeď myší na kartu a přečti si, jak boduje.</translation>
    </message>
    <message>
        <source>Forest cards</source>
        <translation>Karty lesů</translation>
    </message>
    <message>
        <source>Farm and water cards</source>
        <translation>Karty farem a vody</translation>
    </message>
    <message>
        <source>Village cards</source>
        <translation>Karty vesnic</translation>
    </message>
    <message>
        <source>General cards</source>
        <translation>Obecné karty</translation>
    </message>
    <message>
        <source>Choose one card of each back: forest, farm and water, village, general.</source>
        <translation>Vyber jednu kartu z každého druhu: lesy, farmy a voda, vesnice, obecné.</translation>
    </message>
</context>
<context>
    <name>GameOver</name>
    <message>
        <source>What now?</source>
        <translation>Co teď?</translation>
    </message>
    <message>
        <source>See the results</source>
        <translation>Ukázat výsledky</translation>
    </message>
    <message>
        <source>Look at every map</source>
        <translation>Prohlédnout všechny mapy</translation>
    </message>
    <message>
        <source>Export the maps to PDF…</source>
        <translation>Exportovat mapy do PDF…</translation>
    </message>
    <message>
        <source>Watch the game again</source>
        <translation>Přehrát hru znovu</translation>
    </message>
    <message>
        <source>Play again with the same table</source>
        <translation>Hrát znovu se stejnými hráči</translation>
    </message>
    <message>
        <source>Start a new game…</source>
        <translation>Začít novou hru…</translation>
    </message>
</context>
<context>
    <name>GameSection</name>
    <message>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>Cartographers Heroes</source>
        <translation>Kartografové: Hrdinové</translation>
    </message>
    <message>
        <source>Cartographers (the base game)</source>
        <translation>Kartografové (základní hra)</translation>
    </message>
    <message>
        <source>Both combined</source>
        <translation>Obě hry dohromady</translation>
    </message>
    <message>
        <source>Explore cards:</source>
        <translation>Karty průzkumu:</translation>
    </message>
    <message>
        <source>Season cards:</source>
        <translation>Karty ročních období:</translation>
    </message>
    <message>
        <source>Hero cards</source>
        <translation>Karty hrdinů</translation>
    </message>
    <message>
        <source>Ambush cards (choose four):</source>
        <translation>Karty přepadení (vyber čtyři):</translation>
    </message>
    <message>
        <source>The two ruins cards are always shuffled in; scoring cards come from both games, one of each back.</source>
        <translation>Obě karty zřícenin se vždy zamíchají do balíčku; bodovací karty jsou z obou her, jedna z každého druhu.</translation>
    </message>
    <message>
        <source>Choose exactly four ambush cards.</source>
        <translation>Vyber přesně čtyři karty přepadení.</translation>
    </message>
    <message>
        <source>These cards do not make a legal combined game.</source>
        <translation>Tyto karty netvoří kombinovanou hru podle pravidel.</translation>
    </message>
</context>
<context>
    <name>Goal</name>
    <message>
        <source>rating {rating}: {needed} ★ in all</source>
        <translation>hodnocení {rating}: celkem {needed} ★</translation>
    </message>
    <message>
        <source>win</source>
        <translation>vyhraj</translation>
    </message>
    <message>
        <source>place {place} or better</source>
        <translation>{place}. místo nebo lepší</translation>
    </message>
    <message>
        <source>win by {stars} ★ or more</source>
        <translation>vyhraj o {stars} ★ nebo více</translation>
    </message>
    <message>
        <source>no ★ lost to monsters</source>
        <translation>neztrať žádný ★ kvůli nestvůrám</translation>
    </message>
    <message>
        <source>coins: {coins} of {needed}</source>
        <translation>mince: {coins} z {needed}</translation>
    </message>
    <message>
        <source>edict {letter} every time</source>
        <translation>výnos {letter} pokaždé</translation>
    </message>
    <message>
        <source>{goal} (once it scored nothing)</source>
        <translation>{goal} (jednou nevynesl nic)</translation>
    </message>
    <message>
        <source>{times} of {all}</source>
        <translation>{times} z {all}</translation>
    </message>
    <message>
        <source>{times_so_far}; {points} ★ if scored now</source>
        <translation>{times_so_far}; teď by vynesl {points} ★</translation>
    </message>
    <message>
        <source>Final: {stars} ★, rating {rating}</source>
        <translation>Konec: {stars} ★, hodnocení {rating}</translation>
    </message>
    <message>
        <source>So far: {stars} ★, rating {rating}</source>
        <translation>Zatím: {stars} ★, hodnocení {rating}</translation>
    </message>
    <message>
        <source>Final: place {place}, lead {lead}</source>
        <translation>Konec: {place}. místo, náskok {lead}</translation>
    </message>
    <message>
        <source>So far: place {place}, lead {lead}</source>
        <translation>Zatím: {place}. místo, náskok {lead}</translation>
    </message>
    <message>
        <source>No star: {hints}.</source>
        <translation>Žádná hvězda: {hints}.</translation>
    </message>
</context>
<context>
    <name>GoalWords</name>
    <message numerus="yes">
        <source>%n lost</source>
        <translation>
            <numerusform>%n ztracen</numerusform>
            <numerusform>%n ztraceny</numerusform>
            <numerusform>%n ztraceno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n at risk now</source>
        <translation>
            <numerusform>teď v ohrožení %n</numerusform>
            <numerusform>teď v ohrožení %n</numerusform>
            <numerusform>teď v ohrožení %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Goals</name>
    <message numerus="yes">
        <source>win by %n star(s) or more</source>
        <translation>
            <numerusform>vyhraj o %n bod pověsti nebo více</numerusform>
            <numerusform>vyhraj o %n body pověsti nebo více</numerusform>
            <numerusform>vyhraj o %n bodů pověsti nebo více</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>end with %n coin(s) or more</source>
        <translation>
            <numerusform>skonči s %n mincí nebo více</numerusform>
            <numerusform>skonči s %n mincemi nebo více</numerusform>
            <numerusform>skonči s %n mincemi nebo více</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <source>Forest cards</source>
        <translation>Karty lesů</translation>
    </message>
    <message>
        <source>Farm and water cards</source>
        <translation>Karty farem a vody</translation>
    </message>
    <message>
        <source>Village cards</source>
        <translation>Karty vesnic</translation>
    </message>
    <message>
        <source>General cards</source>
        <translation>Obecné karty</translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>Cíl hry</translation>
    </message>
    <message>
        <source>You are cartographers mapping the wild lands of the north for Queen Gimnax. Over four seasons you draw the explored lands on your map sheet and earn reputation stars for what the queen&apos;s four edicts ask for. The most stars after winter wins; alone, you earn a rating and a title.</source>
        <translation>Jste kartografové, kteří pro královnu Gimnaxu mapují divoké severní kraje. Během čtyř ročních období zakreslujete prozkoumanou krajinu do svého mapového listu a získáváte body pověsti za to, co žádají čtyři královniny výnosy. Po zimě vyhrává ten, kdo má nejvíc bodů; při hře o samotě získáte hodnocení a titul.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Kolo</translation>
    </message>
    <message>
        <source>Each turn a card is revealed. Every cartographer then draws it on their own map: choose one of the card&apos;s terrains and one of its shapes, turn or mirror the shape freely, and draw it on empty spaces only, wholly inside the map. It does not have to touch anything.</source>
        <translation>Každé kolo se odkryje karta. Každý kartograf ji pak zakreslí do své mapy: vybere jeden z terénů a jeden z tvarů na kartě, tvar libovolně otočí či převrátí a zakreslí ho jen na prázdná pole, celý uvnitř mapy. Nemusí se ničeho dotýkat.</translation>
    </message>
    <message>
        <source>Some shapes have gaps: the gap spaces are not drawn and may already be filled. A shape marked with a coin earns a coin when you draw that very shape.</source>
        <translation>Některé tvary mají mezery: pole v mezeře se nezakreslují a smějí být obsazená. Tvar označený mincí ti přinese minci, když zakreslíš právě tento tvar.</translation>
    </message>
    <message>
        <source>If no shape of the card fits anywhere, draw a single space of forest, village, farm, water or monster instead (the rules options can change which terrains).</source>
        <translation>Pokud se žádný tvar karty nikam nevejde, zakresli místo něj jediné pole lesa, vesnice, farmy, vody nebo nestvůry (které terény smíš, mohou změnit možnosti pravidel).</translation>
    </message>
    <message>
        <source>Each card shows a time value. When the time of the cards revealed this season reaches the season&apos;s limit (spring 8, summer 7, fall 7, winter 6), the season ends.</source>
        <translation>Každá karta má časovou hodnotu. Jakmile čas karet odkrytých v tomto období dosáhne časového limitu období (jaro 8, léto 7, podzim 7, zima 6), období končí.</translation>
    </message>
    <message>
        <source>Filled and empty spaces</source>
        <translation>Obsazená a prázdná pole</translation>
    </message>
    <message>
        <source>A space is filled when it has drawn terrain, a mountain, a chasm or a big X of destruction. Ruins symbols and a hero&apos;s attack marks do not fill a space. Terrains:</source>
        <translation>Pole je obsazené, když je na něm zakreslený terén, hora, pustina nebo velký křížek zničení. Symbol zřícenin ani dosah hrdinova útoku pole neobsazují. Terény:</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Mince</translation>
    </message>
    <message>
        <source>When all four sides of a mountain are filled, you earn its coin. Coins go on the coin track (14 at most) and each coin there is worth one star at the end of every season.</source>
        <translation>Když jsou obsazená všechna čtyři pole sousedící s horou, získáš její minci. Mince se zapisují na počítadlo mincí (nejvýš 14) a každá má na konci každého období hodnotu jednoho bodu pověsti.</translation>
    </message>
    <message>
        <source>Ambushes and monsters</source>
        <translation>Přepadení a nestvůry</translation>
    </message>
    <message>
        <source>An ambush card brings a monster. Each player passes their map to the neighbour the card&apos;s arrow points to, who draws the monster on it where it hurts most. If it does not fit, a single monster space is drawn instead. Playing alone, the monster appears by itself: starting in the corner shown on the card, it walks around the edge of the map in the arrow&apos;s direction, ring by ring, to the first place where it fits.</source>
        <translation>Karta přepadení přináší nestvůru. Každý hráč podá svou mapu sousedovi ve směru šipky na kartě a ten do ní nestvůru nakreslí tam, kde nejvíc uškodí. Pokud se nevejde, nakreslí se místo ní jediné pole s nestvůrou. Při hře o samotě se nestvůra objeví sama: začne v rohu vyznačeném na kartě a postupuje podél okraje mapy ve směru šipky, okruh po okruhu, až na první místo, kam se vejde.</translation>
    </message>
    <message>
        <source>At the end of each season every empty space next to a monster costs one star. The Heroes monsters also have powers: the Gorgon destroys a space next to it as soon as it is drawn; zombies spread to every empty neighbouring space after each season&apos;s scoring; the Troll then destroys one empty space next to it; a closed-in dragon pays 3 coins.</source>
        <translation>Na konci každého období stojí každé prázdné pole vedle nestvůry jeden bod pověsti. Nestvůry z Hrdinů mají i zvláštní schopnosti: gorgona hned po zakreslení zničí pole vedle sebe; zombie se po vyhodnocení každého období rozšíří na všechna sousední prázdná pole; troll pak zničí jedno prázdné pole vedle sebe; obklíčený drak přinese 3 mince.</translation>
    </message>
    <message>
        <source>Heroes</source>
        <translation>Hrdinové</translation>
    </message>
    <message>
        <source>A hero card: draw the hero on an empty space of your map and mark its attack pattern around it (turned as you like). Monsters under the marks are destroyed at once, and any monster drawn there later is destroyed too. Destroyed spaces stay filled but have no terrain.</source>
        <translation>Karta hrdiny: zakresli hrdinu na prázdné pole své mapy a kolem něj vyznač dosah jeho útoku (otočený, jak chceš). Nestvůry pod značkami jsou ihned zničeny a zničena je i každá nestvůra, která se tam zakreslí později. Zničená pole zůstávají obsazená, ale nemají žádný terén.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Bodování</translation>
    </message>
    <message>
        <source>Four scoring cards are the edicts A, B, C and D. Each season scores two of them: spring A and B, summer B and C, fall C and D, winter D and A. Add one star per coin and subtract one per empty space next to a monster. After winter the highest total wins; on a tie, whoever lost fewer stars to monsters.</source>
        <translation>Čtyři bodovací karty jsou výnosy A, B, C a D. Každé období se vyhodnotí dva z nich: na jaře A a B, v létě B a C, na podzim C a D, v zimě D a A. Přičti jeden bod za každou minci a odečti jeden za každé prázdné pole vedle nestvůry. Po zimě vyhrává nejvyšší součet; při shodě ten, kdo kvůli nestvůrám ztratil méně bodů.</translation>
    </message>
    <message>
        <source>A cluster is a group of spaces of the same terrain joined by their sides. Diagonal spaces are not adjacent.</source>
        <translation>Území je skupina polí stejného terénu spojených stranami. Pole, která se dotýkají jen rohem, spolu nesousedí.</translation>
    </message>
    <message>
        <source>The base game and combining</source>
        <translation>Základní hra a kombinování</translation>
    </message>
    <message>
        <source>The base game Cartographers plays on sheets A and B without heroes. Its ruins cards change the next explore card: it must be drawn over an empty ruins space; if no shape can, draw a single space of any terrain anywhere. An ambush or hero right after a ruins card passes the requirement on. Its monsters have no powers.</source>
        <translation>Základní hra Kartografové se hraje na listech A a B bez hrdinů. Její karty zřícenin mění další kartu průzkumu: ta se musí zakreslit přes prázdné pole se zříceninou; pokud to žádný tvar nedokáže, zakresli jediné pole libovolného terénu kamkoli. Přepadení nebo hrdina hned po kartě zříceniny tento požadavek posouvají dál. Její nestvůry nemají žádné schopnosti.</translation>
    </message>
    <message>
        <source>Combining both boxes, choose one explore set (the two ruins cards always join it), one set of season cards, any four ambush cards, heroes or not, any sheet, and one scoring card of each back from either game.</source>
        <translation>Při kombinaci obou her zvolte jednu sadu karet průzkumu (obě karty zřícenin se k ní vždy přidají), jednu sadu karet ročních období, libovolné čtyři karty přepadení, hrdiny, nebo ne, libovolný list a po jedné bodovací kartě z každého druhu z kterékoli hry.</translation>
    </message>
    <message>
        <source>Playing alone</source>
        <translation>Hra pro jednoho hráče</translation>
    </message>
    <message>
        <source>After winter, subtract the solo values printed on the four edicts from your total. That rating gives your title:</source>
        <translation>Po zimě odečti od svého součtu hodnoty pro jednoho hráče vytištěné na čtyřech výnosech. Toto hodnocení určí tvůj titul:</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Jak hrát</translation>
    </message>
    <message>
        <source>The scoring cards</source>
        <translation>Bodovací karty</translation>
    </message>
    <message>
        <source>Solo value: {value}</source>
        <translation>Hodnota pro hru jednoho hráče: {value}</translation>
    </message>
</context>
<context>
    <name>GuideDialog</name>
    <message numerus="yes">
        <source>In this example: %n star(s).</source>
        <translation>
            <numerusform>V tomto příkladu: %n bod pověsti.</numerusform>
            <numerusform>V tomto příkladu: %n body pověsti.</numerusform>
            <numerusform>V tomto příkladu: %n bodů pověsti.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandOff</name>
    <message>
        <source>Pass the computer to {player}</source>
        <translation>Předejte počítač: {player}</translation>
    </message>
    <message>
        <source>I am {player} — show my turn</source>
        <translation>Jsem {player} — ukaž můj tah</translation>
    </message>
    <message>
        <source>{player}: take back my last move</source>
        <translation>{player}: vzít zpět můj poslední tah</translation>
    </message>
    <message>
        <source>Ambush! {player} draws {monster} on {owner}&apos;s map.</source>
        <translation>Přepadení! {player} kreslí nestvůru ({monster}) na mapu hráče {owner}.</translation>
    </message>
    <message>
        <source>{player} chooses what the Gorgon destroys on {owner}&apos;s map.</source>
        <translation>{player} vybírá, co gorgona zničí na mapě hráče {owner}.</translation>
    </message>
    <message>
        <source>{player} chooses what the Troll destroys on their map.</source>
        <translation>{player} vybírá, co troll zničí na vlastní mapě.</translation>
    </message>
    <message>
        <source>{player} places the hero {card}.</source>
        <translation>{player} umisťuje hrdinu: {card}.</translation>
    </message>
    <message>
        <source>{player} draws {card}.</source>
        <translation>{player} zakresluje kartu {card}.</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>how many computer cartographers play (1 to {most}; default 1)</source>
        <translation>kolik počítačových kartografů hraje (1 až {most}; výchozí 1)</translation>
    </message>
    <message>
        <source>the sheet side (default: the rules&apos; first, C for Heroes, A for the base game)</source>
        <translation>strana mapového listu (výchozí: první strana pravidel, C pro Hrdiny, A pro základní hru)</translation>
    </message>
    <message>
        <source>the cartographers&apos; names, separated by commas (default Cartographer 1, 2, …)</source>
        <translation>jména kartografů oddělená čárkami (výchozí Kartograf 1, 2, …)</translation>
    </message>
    <message>
        <source>the game&apos;s seed, to replay it exactly (default: a random one, printed)</source>
        <translation>číslo hry, aby se dala přehrát přesně stejně (výchozí: náhodné, vypíše se)</translation>
    </message>
    <message>
        <source>also write the game&apos;s save file</source>
        <translation>zapsat i uloženou hru</translation>
    </message>
    <message>
        <source>random, easy, medium, hard or expert; or one per player, e.g. hard,medium,easy</source>
        <translation>random, easy, medium, hard nebo expert; nebo jednu pro každého hráče, např. hard,medium,easy</translation>
    </message>
    <message>
        <source>language of the output</source>
        <translation>jazyk výstupu</translation>
    </message>
    <message>
        <source>the PDF to write</source>
        <translation>PDF, které se má zapsat</translation>
    </message>
    <message>
        <source>language of the PDF</source>
        <translation>jazyk PDF</translation>
    </message>
    <message>
        <source>paper size (default a4)</source>
        <translation>velikost papíru (výchozí a4)</translation>
    </message>
    <message>
        <source>plain white page or parchment (default: plain for blank sheets, else parchment)</source>
        <translation>obyčejná bílá stránka (plain) nebo pergamen (parchment) (výchozí: plain pro prázdné listy, jinak parchment)</translation>
    </message>
    <message>
        <source>a saved game</source>
        <translation>uložená hra</translation>
    </message>
    <message>
        <source>printed side of the sheet, e.g. C or D</source>
        <translation>tištěná strana mapového listu, např. C nebo D</translation>
    </message>
    <message>
        <source>number of sheets (default 1)</source>
        <translation>počet listů (výchozí 1)</translation>
    </message>
    <message>
        <source>play a whole game with computer cartographers and print the result</source>
        <translation>odehrát celou hru s počítačovými kartografy a vypsat výsledek</translation>
    </message>
    <message>
        <source>print a saved game&apos;s map sheets to a PDF</source>
        <translation>vytisknout mapové listy uložené hry do PDF</translation>
    </message>
    <message>
        <source>print blank map sheets for paper play</source>
        <translation>vytisknout prázdné mapové listy pro hru na papíře</translation>
    </message>
    <message>
        <source>Cartographers Heroes: solo, pass-and-play, against computer cartographers and over the network; map sheets printed or saved as PDF. Without a command, the app&apos;s window opens.</source>
        <translation>Kartografové: Hrdinové — sólo, u jednoho počítače, proti počítačovým kartografům i po síti; mapové listy vytištěné nebo uložené jako PDF. Bez příkazu se otevře okno aplikace.</translation>
    </message>
    <message>
        <source>show the version and exit</source>
        <translation>zobrazí verzi a skončí</translation>
    </message>
    <message>
        <source>language of the app and of the commands</source>
        <translation>jazyk aplikace a příkazů</translation>
    </message>
    <message>
        <source>host a game for players on other computers</source>
        <translation>hostovat hru pro hráče na jiných počítačích</translation>
    </message>
    <message>
        <source>seats, 1–6</source>
        <translation>počet míst, 1–6</translation>
    </message>
    <message>
        <source>Heroes, the base game, or both combined (default heroes)</source>
        <translation>Hrdinové (heroes), základní hra (base) nebo obě hry dohromady (combined) (výchozí heroes)</translation>
    </message>
    <message>
        <source>sheet side (default: the rules&apos; first, C for Heroes)</source>
        <translation>strana mapového listu (výchozí: první strana pravidel, C pro Hrdiny)</translation>
    </message>
    <message>
        <source>random, first_game, or four scoring card ids for A–D separated by commas: </source>
        <translation>random, first_game nebo čtyři id bodovacích karet pro A–D oddělená čárkami: </translation>
    </message>
    <message>
        <source>a nats-server to use (nats://token@host:port, tls://…)</source>
        <translation>nats-server, který se má použít (nats://token@host:port, tls://…)</translation>
    </message>
    <message>
        <source>the server&apos;s token (else from the URL)</source>
        <translation>token serveru (jinak z URL)</translation>
    </message>
    <message>
        <source>a NATS credentials file</source>
        <translation>soubor s přihlašovacími údaji NATS</translation>
    </message>
    <message>
        <source>where the server this host starts listens (default: every network)</source>
        <translation>kde naslouchá server, který tento hostitel spustí (výchozí: ve všech sítích)</translation>
    </message>
    <message>
        <source>the port of the server this host starts (default: a free one)</source>
        <translation>port serveru, který tento hostitel spustí (výchozí: volný port)</translation>
    </message>
    <message>
        <source>do not announce on the LAN</source>
        <translation>neohlašovat hru v místní síti</translation>
    </message>
    <message>
        <source>take a seat too, played by a computer cartographer under this name</source>
        <translation>obsadit také místo, za které pod tímto jménem hraje počítačový kartograf</translation>
    </message>
    <message>
        <source>the computer playing --name&apos;s seat</source>
        <translation>počítač, který hraje za místo --name</translation>
    </message>
    <message>
        <source>go on hosting a game this computer hosted before</source>
        <translation>pokračovat v hostování hry, kterou tento počítač hostoval dříve</translation>
    </message>
    <message>
        <source>play one seat of a network game</source>
        <translation>hrát za jedno místo síťové hry</translation>
    </message>
    <message>
        <source>the join code the host printed</source>
        <translation>kód pro připojení, který vypsal hostitel</translation>
    </message>
    <message>
        <source>computer cartographer</source>
        <translation>počítačový kartograf</translation>
    </message>
    <message>
        <source>the player&apos;s name (keeps the seat after a restart)</source>
        <translation>jméno hráče (po opětovném spuštění si ponechá místo)</translation>
    </message>
    <message>
        <source>a NATS credentials file, if the server wants one</source>
        <translation>soubor s přihlašovacími údaji NATS, pokud ho server vyžaduje</translation>
    </message>
    <message>
        <source>print the result code of a finished saved game</source>
        <translation>vypsat kód výsledku dohrané uložené hry</translation>
    </message>
    <message>
        <source>Print the result code of a finished saved game: one line that carries the setup and every decision, for anyone to verify.</source>
        <translation>Vypíše kód výsledku dohrané uložené hry: jeden řádek, který nese přípravu hry i každý tah, aby ho kdokoli mohl ověřit.</translation>
    </message>
    <message>
        <source>replay a result code and print its standings</source>
        <translation>přehrát kód výsledku a vypsat pořadí</translation>
    </message>
    <message>
        <source>Replay a result code with the rules engine and print the standings it reaches, as autoplay prints them; or say why it is not a legal game.</source>
        <translation>Přehraje kód výsledku podle pravidel a vypíše pořadí, ke kterému hra dojde, stejně jako autoplay; nebo řekne, proč to není hra podle pravidel.</translation>
    </message>
    <message>
        <source>a result code (dashes and spaces ignored)</source>
        <translation>kód výsledku (pomlčky a mezery se nepočítají)</translation>
    </message>
</context>
<context>
    <name>HintController</name>
    <message>
        <source>Hint (H)</source>
        <translation>Rada (H)</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Přemýšlím…</translation>
    </message>
    <message>
        <source>This is a journey chapter. A game played with a hint earns no star: it is recorded with its hints, and the chapter stays as it is. Take a hint all the same?</source>
        <translation>Tohle je kapitola cesty. Hra odehraná s radou nezíská žádnou hvězdu: zaznamená se i s radami a kapitola zůstane, jak je. Chceš radu i tak?</translation>
    </message>
    <message>
        <source>This is the challenge of the week. A game played with a hint gets no place beside the hard computer&apos;s rating: it is recorded with its hints. Take a hint all the same?</source>
        <translation>Tohle je výzva týdne. Hra odehraná s radou se neporovnává s hodnocením počítače na těžkou obtížnost: zaznamená se i s radami. Chceš radu i tak?</translation>
    </message>
    <message>
        <source>A hint in a game that counts</source>
        <translation>Rada ve hře, která se počítá</translation>
    </message>
    <message>
        <source>Hint: the computer would draw it here. Enter takes it, Esc ignores it.</source>
        <translation>Rada: počítač by nestvůru zakreslil sem. Enter ji zakreslí, Esc radu zahodí.</translation>
    </message>
    <message numerus="yes">
        <source>Hint: this earns %n point(s) of this season&apos;s edicts.</source>
        <translation>
            <numerusform>Rada: tento tah vynese %n bod z výnosů tohoto období.</numerusform>
            <numerusform>Rada: tento tah vynese %n body z výnosů tohoto období.</numerusform>
            <numerusform>Rada: tento tah vynese %n bodů z výnosů tohoto období.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter takes it, Esc ignores it.</source>
        <translation>Enter ho provede, Esc ho zahodí.</translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message>
        <source>{edict} +{now} now, about +{later} later</source>
        <translation>{edict} +{now} teď, asi +{later} později</translation>
    </message>
    <message>
        <source>{edict} +{now} now</source>
        <translation>{edict} +{now} teď</translation>
    </message>
    <message>
        <source>{edict}: about +{later} in later seasons</source>
        <translation>{edict}: asi +{later} v dalších obdobích</translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n mince</numerusform>
            <numerusform>%n mince</numerusform>
            <numerusform>%n mincí</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n space(s) fewer next to a monster</source>
        <translation>
            <numerusform>o %n pole méně vedle nestvůry</numerusform>
            <numerusform>o %n pole méně vedle nestvůry</numerusform>
            <numerusform>o %n polí méně vedle nestvůry</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more space(s) next to a monster</source>
        <translation>
            <numerusform>o %n pole více vedle nestvůry</numerusform>
            <numerusform>o %n pole více vedle nestvůry</numerusform>
            <numerusform>o %n polí více vedle nestvůry</numerusform>
        </translation>
    </message>
    <message>
        <source>keeps room for the cards still to come</source>
        <translation>nechává místo pro karty, které ještě přijdou</translation>
    </message>
    <message>
        <source>Why: {reasons}.</source>
        <translation>Proč: {reasons}.</translation>
    </message>
</context>
<context>
    <name>HistoryScreen</name>
    <message>
        <source>History</source>
        <translation>Historie</translation>
    </message>
    <message>
        <source>← Back</source>
        <translation>← Zpět</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Zobrazit:</translation>
    </message>
    <message>
        <source>Edicts:</source>
        <translation>Výnosy:</translation>
    </message>
    <message>
        <source>No finished games yet. Every game you finish is kept here, to compare and to watch again.</source>
        <translation>Zatím žádné dohrané hry. Každá dohraná hra se tu uchová, takže ji můžeš porovnat a znovu si ji přehrát.</translation>
    </message>
    <message>
        <source>Personal bests</source>
        <translation>Osobní rekordy</translation>
    </message>
    <message>
        <source>Watch this game again…</source>
        <translation>Přehrát tuto hru znovu…</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Dohráno</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <source>Edicts</source>
        <translation>Výnosy</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Výsledek</translation>
    </message>
    <message>
        <source>Stars</source>
        <translation>Body</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Všechny hry</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Sólo</translation>
    </message>
    <message>
        <source>Pass-and-play</source>
        <translation>Více hráčů</translation>
    </message>
    <message>
        <source>All edict sets</source>
        <translation>Všechny sady výnosů</translation>
    </message>
    <message>
        <source>{title} · rating {rating}</source>
        <translation>{title} · hodnocení {rating}</translation>
    </message>
    <message>
        <source>Shared victory: {names}</source>
        <translation>Dělené vítězství: {names}</translation>
    </message>
    <message>
        <source>{names} won (tie-break)</source>
        <translation>Vyhrál(a) {names} (rozhodla menší ztráta kvůli nestvůrám)</translation>
    </message>
    <message>
        <source>{names} won</source>
        <translation>Vyhrál(a) {names}</translation>
    </message>
    <message>
        <source>Your best results will appear here.</source>
        <translation>Tady se objeví tvé nejlepší výsledky.</translation>
    </message>
    <message>
        <source>Best solo rating</source>
        <translation>Nejlepší hodnocení sólo hry</translation>
    </message>
    <message>
        <source>Best on these edicts</source>
        <translation>Nejlepší s těmito výnosy</translation>
    </message>
    <message>
        <source>{name}: {stars} ★</source>
        <translation>{name}: {stars} ★</translation>
    </message>
    <message>
        <source>Most stars in pass-and-play</source>
        <translation>Nejvíc bodů ve hře více hráčů</translation>
    </message>
    <message>
        <source>Games finished: {count}</source>
        <translation>Dohraných her: {count}</translation>
    </message>
    <message>
        <source>Achievements…</source>
        <translation>Úspěchy…</translation>
    </message>
    <message>
        <source>Share result…</source>
        <translation>Sdílet výsledek…</translation>
    </message>
</context>
<context>
    <name>IntroPage</name>
    <message>
        <source>Play a campaign</source>
        <translation>Hrát tažení</translation>
    </message>
    <message>
        <source>A campaign is a series of solo games played over a few days — four chapters, each with its own map and edicts. Your best game in each chapter counts; replay a chapter whenever you want to beat it. Share the campaign code and a friend plays the very same chapters.</source>
        <translation>Tažení je řada her pro jednoho hráče hraná během několika dní — čtyři kapitoly, každá s vlastní mapou a výnosy. Počítá se tvá nejlepší hra v každé kapitole; kapitolu můžeš kdykoli hrát znovu a zlepšit se. Sdílej kód tažení a přítel bude hrát úplně stejné kapitoly.</translation>
    </message>
    <message>
        <source>Start a campaign…</source>
        <translation>Začít tažení…</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message numerus="yes">
        <source>{name} — %n seat(s)</source>
        <translation>
            <numerusform>{name} — %n místo</numerusform>
            <numerusform>{name} — %n místa</numerusform>
            <numerusform>{name} — %n míst</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) found</source>
        <translation>
            <numerusform>Nalezena %n hra</numerusform>
            <numerusform>Nalezeny %n hry</numerusform>
            <numerusform>Nalezeno %n her</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Journey</name>
    <message>
        <source>Chapter {number}: {stars}</source>
        <translation>Kapitola {number}: {stars}</translation>
    </message>
    <message>
        <source>A game played with a hint earns no star ({hints}).</source>
        <translation>Hra odehraná s radou nezíská žádnou hvězdu ({hints}).</translation>
    </message>
    <message>
        <source>Next star: {goal}</source>
        <translation>Další hvězda: {goal}</translation>
    </message>
    <message>
        <source>{star} Chapter {number} is open: {title}</source>
        <translation>{star} Kapitola {number} je otevřená: {title}</translation>
    </message>
    <message>
        <source>A game played with a hint has no place beside the hard computer&apos;s rating ({hints}).</source>
        <translation>Hra odehraná s radou se neporovnává s hodnocením počítače na těžkou obtížnost ({hints}).</translation>
    </message>
    <message>
        <source>The hard computer scored {rating} on this deal.</source>
        <translation>Počítač na těžkou obtížnost získal v této hře hodnocení {rating}.</translation>
    </message>
    <message>
        <source>The hard computer is still playing this deal; its rating will be on the journey page.</source>
        <translation>Počítač na těžkou obtížnost tuto hru ještě hraje; jeho hodnocení uvidíš na stránce cesty.</translation>
    </message>
    <message>
        <source>a rating of {rating} or more ({title})</source>
        <translation>hodnocení {rating} nebo více ({title})</translation>
    </message>
    <message>
        <source>a rating of {rating} or more</source>
        <translation>hodnocení {rating} nebo více</translation>
    </message>
    <message>
        <source>win the game</source>
        <translation>vyhraj hru</translation>
    </message>
    <message>
        <source>finish in place {place} or better</source>
        <translation>skonči na {place}. místě nebo lépe</translation>
    </message>
    <message>
        <source>lose no star to monsters</source>
        <translation>neztrať kvůli nestvůrám ani bod pověsti</translation>
    </message>
    <message>
        <source>score edict {letter} every time</source>
        <translation>získej body za výnos {letter} pokaždé</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} a {second}</translation>
    </message>
</context>
<context>
    <name>JourneyScreen</name>
    <message>
        <source>The journey</source>
        <translation>Cesta</translation>
    </message>
    <message>
        <source>Custom campaign from a code…</source>
        <translation>Vlastní tažení z kódu…</translation>
    </message>
    <message>
        <source>Verify a result code…</source>
        <translation>Ověřit kód výsledku…</translation>
    </message>
    <message>
        <source>← Back</source>
        <translation>← Zpět</translation>
    </message>
    <message>
        <source>Play this chapter</source>
        <translation>Hrát tuto kapitolu</translation>
    </message>
    <message>
        <source>Play this week&apos;s challenge</source>
        <translation>Hrát výzvu týdne</translation>
    </message>
    <message>
        <source>{stars} {earned} of {most}</source>
        <translation>{stars} {earned} z {most}</translation>
    </message>
    <message>
        <source>(locked)</source>
        <translation>(zamčeno)</translation>
    </message>
    <message>
        <source>Chapter {number}: {title}</source>
        <translation>Kapitola {number}: {title}</translation>
    </message>
    <message>
        <source>{side}; edicts: {edicts}</source>
        <translation>{side}; výnosy: {edicts}</translation>
    </message>
    <message>
        <source>At the table: {names}.</source>
        <translation>U stolu: {names}.</translation>
    </message>
    <message>
        <source>Next star: {goal}</source>
        <translation>Další hvězda: {goal}</translation>
    </message>
    <message>
        <source>Your best: rating {score}</source>
        <translation>Tvůj nejlepší výsledek: hodnocení {score}</translation>
    </message>
    <message>
        <source>Your best: {score} stars</source>
        <translation>Tvůj nejlepší výsledek: {score} bodů pověsti</translation>
    </message>
    <message>
        <source>(no star)</source>
        <translation>(bez hvězdy)</translation>
    </message>
    <message>
        <source>Earn a star in the chapter before.</source>
        <translation>Nejdřív získej hvězdu v předchozí kapitole.</translation>
    </message>
    <message>
        <source>Challenge of the week {week}</source>
        <translation>Výzva týdne {week}</translation>
    </message>
    <message>
        <source>Your best: rating {rating} ({title})</source>
        <translation>Tvůj nejlepší výsledek: hodnocení {rating} ({title})</translation>
    </message>
    <message>
        <source>The hard computer scored {rating} on this deal.</source>
        <translation>Počítač na těžkou obtížnost získal v této hře hodnocení {rating}.</translation>
    </message>
    <message>
        <source>The hard computer is still playing this deal.</source>
        <translation>Počítač na těžkou obtížnost tuto hru ještě hraje.</translation>
    </message>
    <message>
        <source>Played with hints: {ratings} (no place beside the computer).</source>
        <translation>Hráno s radami: {ratings} (bez porovnání s počítačem).</translation>
    </message>
    <message>
        <source>{week}: {rating}</source>
        <translation>{week}: {rating}</translation>
    </message>
    <message>
        <source>Earlier weeks: {list}</source>
        <translation>Předchozí týdny: {list}</translation>
    </message>
    <message>
        <source>Cartographer</source>
        <translation>Kartograf</translation>
    </message>
    <message>
        <source>Resume this chapter</source>
        <translation>Pokračovat v této kapitole</translation>
    </message>
    <message>
        <source>Resume this week&apos;s challenge</source>
        <translation>Pokračovat ve výzvě týdne</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>easy computer</source>
        <translation>lehký počítač</translation>
    </message>
    <message>
        <source>medium computer</source>
        <translation>střední počítač</translation>
    </message>
    <message>
        <source>hard computer</source>
        <translation>těžký počítač</translation>
    </message>
    <message>
        <source>expert computer</source>
        <translation>počítač expert</translation>
    </message>
    <message>
        <source>random computer</source>
        <translation>náhodný počítač</translation>
    </message>
</context>
<context>
    <name>LiveScore</name>
    <message>
        <source>coins {change}</source>
        <translation>mince {change}</translation>
    </message>
    <message>
        <source>monsters {change}</source>
        <translation>nestvůry {change}</translation>
    </message>
    <message>
        <source>No change to this season&apos;s score.</source>
        <translation>Skóre tohoto období se nemění.</translation>
    </message>
    <message>
        <source>Show the spaces</source>
        <translation>Ukázat pole</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Skóre</translation>
    </message>
    <message>
        <source>If {season} were scored now</source>
        <translation>Kdyby se hodnotilo teď: {season}</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Mince</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Nestvůry</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Celkem</translation>
    </message>
    <message>
        <source>{owner}&apos;s map, if {season} were scored now</source>
        <translation>Mapa hráče {owner}, kdyby se hodnotilo teď: {season}</translation>
    </message>
    <message>
        <source>This move: {changes}</source>
        <translation>Tento tah: {changes}</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Konečné skóre</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Your games cannot be saved: the folder {folder} cannot be written to ({reason}). You can play, but nothing will be kept.</source>
        <translation>Hry nelze ukládat: do složky {folder} nelze zapisovat ({reason}). Hrát můžeš, ale nic se neuchová.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nová hra…</translation>
    </message>
    <message>
        <source>&amp;Host a game on the network…</source>
        <translation>Za&amp;ložit hru v síti…</translation>
    </message>
    <message>
        <source>&amp;Join a game on the network…</source>
        <translation>P&amp;řipojit se ke hře v síti…</translation>
    </message>
    <message>
        <source>Stan&amp;d-ins for players who left…</source>
        <translation>Náhradní&amp;ci za hráče, kteří odešli ze hry…</translation>
    </message>
    <message>
        <source>Con&amp;tinue</source>
        <translation>Pokr&amp;ačovat</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otevřít…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Nedávné &amp;soubory</translation>
    </message>
    <message>
        <source>Sa&amp;ved games…</source>
        <translation>Uložené &amp;hry…</translation>
    </message>
    <message>
        <source>&amp;Save under a name…</source>
        <translation>Uložit pod &amp;jménem…</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>&amp;Uložit jako…</translation>
    </message>
    <message>
        <source>&amp;Export sheets to PDF…</source>
        <translation>&amp;Exportovat mapy do PDF…</translation>
    </message>
    <message>
        <source>&amp;Blank sheets to PDF…</source>
        <translation>&amp;Prázdné listy do PDF…</translation>
    </message>
    <message>
        <source>&amp;Undo last move</source>
        <translation>&amp;Vrátit poslední tah</translation>
    </message>
    <message>
        <source>All &amp;maps</source>
        <translation>Všechny &amp;mapy</translation>
    </message>
    <message>
        <source>Standin&amp;gs</source>
        <translation>Prů&amp;běžné pořadí</translation>
    </message>
    <message>
        <source>Offer h&amp;ints</source>
        <translation>Nabí&amp;zet rady</translation>
    </message>
    <message>
        <source>&amp;Finished games</source>
        <translation>&amp;Dohrané hry</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>U&amp;končit</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Nápověda</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Jak hrát</translation>
    </message>
    <message>
        <source>&amp;About Kartografové</source>
        <translation>&amp;O aplikaci Kartografové</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Jazyk</translation>
    </message>
    <message>
        <source>Saved as “{name}”.</source>
        <translation>Uloženo jako „{name}“.</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Otevřít uloženou hru</translation>
    </message>
    <message>
        <source>Your data folder</source>
        <translation>Datová složka</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Hru nelze otevřít</translation>
    </message>
    <message>
        <source>{name} cannot be opened. {reason}</source>
        <translation>{name} nelze otevřít. {reason}</translation>
    </message>
    <message>
        <source>No unfinished games</source>
        <translation>Žádné rozehrané hry</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Neuloženo</translation>
    </message>
    <message>
        <source>This game is not being saved: {reason}. Every move is kept while the window is open; use Save as… to keep it somewhere else.</source>
        <translation>Tato hra se neukládá: {reason}. Dokud je okno otevřené, žádný tah se neztratí; ulož ji jinam příkazem Uložit jako…</translation>
    </message>
    <message>
        <source>Your settings could not be saved: {reason}.</source>
        <translation>Nastavení nelze uložit: {reason}.</translation>
    </message>
    <message>
        <source>The network game refused a message, which changed nothing: {reason}</source>
        <translation>Síťová hra odmítla zprávu, takže se nic nezměnilo: {reason}</translation>
    </message>
    <message>
        <source>The finished game could not be added to the history or campaign; its autosave is kept in your data folder.</source>
        <translation>Dokončenou hru se nepodařilo přidat do historie ani do tažení; její automaticky uložená kopie zůstává ve tvé datové složce.</translation>
    </message>
    <message>
        <source>A finished game</source>
        <translation>Dokončená hra</translation>
    </message>
    <message>
        <source>This game was already finished when it was opened. Is it one of your games? If so, it is added to your finished games and personal bests.</source>
        <translation>Tato hra už byla při otevření dohraná. Je to tvoje hra? Pokud ano, přidá se k tvým dohraným hrám a osobním rekordům.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Uložit hru</translation>
    </message>
    <message>
        <source>The game could not be saved: {reason}</source>
        <translation>Hru se nepodařilo uložit: {reason}</translation>
    </message>
    <message>
        <source>Kartografové</source>
        <translation>Kartografové</translation>
    </message>
    <message>
        <source>Journey and &amp;campaigns</source>
        <translation>Cesta a &amp;tažení</translation>
    </message>
    <message>
        <source>Sho&amp;w animations</source>
        <translation>Poh&amp;yb na mapě</translation>
    </message>
    <message>
        <source>Sho&amp;w animations (off: the system asks for less motion)</source>
        <translation>Poh&amp;yb na mapě (vypnutý: systém žádá méně pohybu)</translation>
    </message>
</context>
<context>
    <name>Monsters</name>
    <message>
        <source>Dragon</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Czech name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Drak</translation>
    </message>
    <message>
        <source>Zombie</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Czech name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Zombie</translation>
    </message>
    <message>
        <source>Giant Troll</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Czech name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Obří troll</translation>
    </message>
    <message>
        <source>Gorgon</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Czech name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Gorgona</translation>
    </message>
</context>
<context>
    <name>NetCommands</name>
    <message>
        <source>the data folder {folder} cannot be used ({reason})</source>
        <translation>datovou složku {folder} nelze použít ({reason})</translation>
    </message>
    <message>
        <source>--players N is needed to host a new game</source>
        <translation>k hostování nové hry je potřeba --players N</translation>
    </message>
    <message>
        <source>--port is for a new server this host starts</source>
        <translation>--port platí jen pro nový server, který tenhle hostitel spustí</translation>
    </message>
    <message>
        <source>stopped; go on with --resume</source>
        <translation>zastaveno; pokračuj pomocí --resume</translation>
    </message>
    <message>
        <source>stopped; join again with the same --name</source>
        <translation>zastaveno; připoj se znovu se stejným --name</translation>
    </message>
    <message>
        <source>the record of game {game} ({kept}) has lost the host&apos;s secrets (secret, key); it cannot be hosted again</source>
        <translation>záznam hry {game} ({kept}) přišel o tajemství hostitele (tajemství, klíč); tuhle hru už nelze znovu hostovat</translation>
    </message>
    <message>
        <source>no game {game} to resume here</source>
        <translation>tady není žádná hra {game}, ve které by šlo pokračovat</translation>
    </message>
    <message>
        <source>the key of {name} cannot be read ({reason})</source>
        <translation>klíč hráče {name} nelze přečíst ({reason})</translation>
    </message>
    <message>
        <source>{path} does not hold the key of {name} (a damaged file, a folder or a device)</source>
        <translation>{path} neobsahuje klíč hráče {name} (poškozený soubor, složka nebo zařízení)</translation>
    </message>
    <message>
        <source>not announced on the local network ({reason})</source>
        <translation>hra nebyla ohlášena v místní síti ({reason})</translation>
    </message>
    <message>
        <source>the game&apos;s server had stopped: it runs again</source>
        <translation>server hry se zastavil: už zase běží</translation>
    </message>
    <message>
        <source>the game could not be kept in the history ({reason})</source>
        <translation>hru nešlo uložit do historie ({reason})</translation>
    </message>
    <message>
        <source>warning: {text}</source>
        <translation>varování: {text}</translation>
    </message>
    <message>
        <source> (kept as {path})</source>
        <translation> (uschováno jako {path})</translation>
    </message>
    <message>
        <source>the server&apos;s permissions do not let a game be played there: {problems}</source>
        <translation>oprávnění serveru na něm hrát nedovolí: {problems}</translation>
    </message>
    <message>
        <source>{exposure} (give the players a user of their own: docs/PROTOCOL.md, Someone else&apos;s server)</source>
        <translation>{exposure} (dej hráčům vlastního uživatele: docs/PROTOCOL.md, Someone else&apos;s server)</translation>
    </message>
</context>
<context>
    <name>NetFailures</name>
    <message>
        <source>Type the join code the host gives you.</source>
        <translation>Zadej kód pro připojení, který ti dá hostitel.</translation>
    </message>
    <message>
        <source>“{character}” is never in join codes (they have no 0, O, 1 or I).</source>
        <translation>„{character}“ se v kódech pro připojení nevyskytuje (nemají 0, O, 1 ani I).</translation>
    </message>
    <message>
        <source>This is not a valid join code. Check it for a typo.</source>
        <translation>Tohle není platný kód pro připojení. Zkontroluj překlepy.</translation>
    </message>
    <message>
        <source>Port {port} is taken by another program.</source>
        <translation>Port {port} používá jiný program.</translation>
    </message>
    <message>
        <source>The game&apos;s server program (nats-server) is not installed.</source>
        <translation>Serverový program hry (nats-server) není nainstalovaný.</translation>
    </message>
    <message>
        <source>The game&apos;s server could not be started on this computer.</source>
        <translation>Server hry se na tomto počítači nepodařilo spustit.</translation>
    </message>
    <message>
        <source>The network failed: {reason}.</source>
        <translation>Síť selhala: {reason}.</translation>
    </message>
    <message>
        <source>The game&apos;s messages could not be read.</source>
        <translation>Zprávy hry nelze přečíst.</translation>
    </message>
    <message>
        <source>it was not a valid message of this game (forged, damaged or out of turn)</source>
        <translation>nebyla to platná zpráva této hry (podvržená, poškozená nebo mimo pořadí)</translation>
    </message>
    <message>
        <source>The server refused the key (a wrong token or credentials file).</source>
        <translation>Server odmítl klíč (neplatný token nebo soubor s přihlašovacími údaji).</translation>
    </message>
    <message>
        <source>There is no such game on the server: it has ended, or the code has a typo.</source>
        <translation>Taková hra na serveru není: buď už skončila, nebo je v kódu překlep.</translation>
    </message>
    <message>
        <source>The game has already started without you.</source>
        <translation>Hra už začala bez tebe.</translation>
    </message>
    <message>
        <source>The game is full.</source>
        <translation>Hra je už plná.</translation>
    </message>
    <message>
        <source>The host&apos;s deal could not be verified, so the game cannot be played fairly.</source>
        <translation>Rozdání karet od hostitele nelze ověřit, a tak hru nelze hrát poctivě.</translation>
    </message>
    <message>
        <source>The server does not answer. Check its address.</source>
        <translation>Server neodpovídá. Zkontroluj jeho adresu.</translation>
    </message>
    <message>
        <source>Could not join the game: the host does not answer. Check the code, and whether the host is still hosting the game.</source>
        <translation>Ke hře se nepodařilo připojit: hostitel neodpovídá. Zkontroluj kód a jestli hostitel hru ještě hostuje.</translation>
    </message>
    <message>
        <source>The server does not keep game logs: it must run with JetStream (nats-server -js).</source>
        <translation>Server neukládá záznamy her: musí běžet s JetStreamem (nats-server -js).</translation>
    </message>
    <message>
        <source>The server refused what the game asked of it.</source>
        <translation>Server odmítl, oč ho hra žádala.</translation>
    </message>
    <message>
        <source>Something unexpected stopped the network game.</source>
        <translation>Síťovou hru zastavilo něco nečekaného.</translation>
    </message>
    <message>
        <source>The server&apos;s permissions do not let a game be played there: {problems}.</source>
        <translation>Oprávnění serveru na něm hrát nedovolí: {problems}.</translation>
    </message>
</context>
<context>
    <name>NetHost</name>
    <message>
        <source>Host a game</source>
        <translation>Založit hru v síti</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Tvé jméno:</translation>
    </message>
    <message>
        <source>Players at other computers:</source>
        <translation>Hráči u jiných počítačů:</translation>
    </message>
    <message>
        <source>Computer cartographers:</source>
        <translation>Počítačoví kartografové:</translation>
    </message>
    <message>
        <source>Computer level:</source>
        <translation>Úroveň počítače:</translation>
    </message>
    <message>
        <source>Map sheet:</source>
        <translation>Mapový list:</translation>
    </message>
    <message>
        <source>Another server: nats://TOKEN@server:4222 or tls://…</source>
        <translation>Jiný server: nats://TOKEN@server:4222 nebo tls://…</translation>
    </message>
    <message>
        <source>Server:</source>
        <translation>Server:</translation>
    </message>
    <message>
        <source>For the base game, combined play, chosen edicts or rules options, set the table up in Game → New game and make a seat “At another computer”.</source>
        <translation>Pro základní hru, obě hry dohromady, vybrané výnosy nebo volby pravidel připrav stůl v nabídce Hra → Nová hra a jedno místo nastav na „U jiného počítače“.</translation>
    </message>
    <message>
        <source>Host the game</source>
        <translation>Založit hru</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Tento počítač</translation>
    </message>
    <message>
        <source>Another server</source>
        <translation>Jiný server</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adresa:</translation>
    </message>
    <message>
        <source>Credentials file:</source>
        <translation>Přihlašovací údaje:</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Hostitel</translation>
    </message>
</context>
<context>
    <name>NetJoin</name>
    <message>
        <source>Join a game</source>
        <translation>Připojit se ke hře</translation>
    </message>
    <message>
        <source>Look again</source>
        <translation>Hledat znovu</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Tvé jméno:</translation>
    </message>
    <message>
        <source>Games nearby:</source>
        <translation>Hry v okolí:</translation>
    </message>
    <message>
        <source>Join code:</source>
        <translation>Kód pro připojení:</translation>
    </message>
    <message>
        <source>The server needs a credentials file</source>
        <translation>Server vyžaduje soubor s přihlašovacími údaji</translation>
    </message>
    <message>
        <source>Credentials file:</source>
        <translation>Přihlašovací údaje:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Připojit se</translation>
    </message>
    <message>
        <source>Looking on the local network…</source>
        <translation>Hledám v místní síti…</translation>
    </message>
    <message>
        <source>None found: type the join code the host gives you.</source>
        <translation>Nic nenalezeno: zadej kód pro připojení, který ti dá hostitel.</translation>
    </message>
    <message>
        <source>This join code comes from a newer version of Kartografové: update Kartografové on this computer.</source>
        <translation>Tento kód pro připojení pochází z novější verze Kartografů: aktualizuj Kartografy na tomto počítači.</translation>
    </message>
    <message>
        <source>This join code comes from an older version of Kartografové: the host must update.</source>
        <translation>Tento kód pro připojení pochází ze starší verze Kartografů: hostitel musí aktualizovat.</translation>
    </message>
    <message>
        <source>Cartographer</source>
        <translation>Kartograf</translation>
    </message>
</context>
<context>
    <name>NetLevels</name>
    <message>
        <source>Easy</source>
        <translation>Lehká</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Střední</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Těžká</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
</context>
<context>
    <name>NetLobby</name>
    <message>
        <source>Cartographers Heroes</source>
        <translation>Kartografové: Hrdinové</translation>
    </message>
    <message>
        <source>Cartographers (the base game)</source>
        <translation>Kartografové (základní hra)</translation>
    </message>
    <message>
        <source>Both combined</source>
        <translation>Obě hry dohromady</translation>
    </message>
    <message>
        <source>random edicts</source>
        <translation>náhodné výnosy</translation>
    </message>
    <message>
        <source>the first game&apos;s edicts</source>
        <translation>výnosy pro první hru</translation>
    </message>
    <message>
        <source>edicts {cards}</source>
        <translation>výnosy {cards}</translation>
    </message>
    <message>
        <source>Join code:</source>
        <translation>Kód pro připojení:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopírovat</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Připojování…</translation>
    </message>
    <message>
        <source>The game begins.</source>
        <translation>Hra začíná.</translation>
    </message>
    <message>
        <source>At the table: {seated} of {seats}</source>
        <translation>U stolu: {seated} z {seats}</translation>
    </message>
    <message>
        <source>Waiting for the other cartographers to join…</source>
        <translation>Čeká se, až se připojí ostatní kartografové…</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Zkusit znovu</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>Network game: the seed is disclosed at the end.</source>
        <translation>Síťová hra: číslo hry se prozradí na konci.</translation>
    </message>
    <message>
        <source>The game&apos;s server cannot be reached: it has stopped or the network is down. The game goes on when it is back.</source>
        <translation>Server hry není dostupný: zastavil se, nebo nefunguje síť. Hra bude pokračovat, až bude zase dostupný.</translation>
    </message>
    <message>
        <source>The host&apos;s app is not answering. The game goes on when the host continues it (Game → Continue).</source>
        <translation>Aplikace hostitele neodpovídá. Hra bude pokračovat, až v ní hostitel bude pokračovat (Hra → Pokračovat).</translation>
    </message>
    <message>
        <source>A computer cartographer plays for you until the host gives your seat back.</source>
        <translation>Za tebe hraje počítačový kartograf, dokud ti hostitel nevrátí tvé místo.</translation>
    </message>
    <message>
        <source>Waiting for the next card…</source>
        <translation>Čeká se na další kartu…</translation>
    </message>
    <message>
        <source>Waiting for {names} to draw…</source>
        <translation>Čeká se, až zakreslí: {names}…</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>Síťová hra</translation>
    </message>
    <message>
        <source>A game with players at other computers has one person at this computer: make one seat, and only one, a person here.</source>
        <translation>Hra s hráči u jiných počítačů má u tohoto počítače jednu osobu: na „Člověk“ nastav právě jedno místo.</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Hrát znovu</translation>
    </message>
    <message>
        <source>Only the host can start a rematch of a network game. When they host the same table again, join it with the new code they give you.</source>
        <translation>Odvetu síťové hry může začít jen hostitel. Až stejný stůl založí znovu, připoj se novým kódem, který ti dá.</translation>
    </message>
    <message>
        <source>Leave the game you host?</source>
        <translation>Opustit hru, kterou hostuješ?</translation>
    </message>
    <message>
        <source>You host this network game. Without this computer the other players&apos; game pauses until you continue it here (Game → Continue).</source>
        <translation>Jsi hostitelem této síťové hry. Bez tohoto počítače se hra ostatních hráčů zastaví, dokud v ní tady nebudeš pokračovat (Hra → Pokračovat).</translation>
    </message>
    <message>
        <source>Leave it for now?</source>
        <translation>Prozatím ji opustit?</translation>
    </message>
    <message>
        <source>The host&apos;s Kartografové is older than this one: the host must update.</source>
        <translation>Hostitel má starší verzi Kartografů než tento počítač: hostitel musí aktualizovat.</translation>
    </message>
    <message>
        <source>The host&apos;s Kartografové is newer: update Kartografové on this computer.</source>
        <translation>Hostitel má novější verzi Kartografů: aktualizuj Kartografy na tomto počítači.</translation>
    </message>
    <message>
        <source>This game was opened by another host than the join code names: it is refused.</source>
        <translation>Tuto hru otevřel jiný hostitel, než jakého uvádí kód pro připojení: hra je odmítnuta.</translation>
    </message>
    <message>
        <source>The network game cannot go on. {reason}</source>
        <translation>Síťová hra nemůže pokračovat. {reason}</translation>
    </message>
</context>
<context>
    <name>NetProbe</name>
    <message>
        <source>the host&apos;s login may not make a game&apos;s stream ($JS.API.STREAM.CREATE.KG_*)</source>
        <translation>přihlášení hostitele nesmí vytvořit proud hry ($JS.API.STREAM.CREATE.KG_*)</translation>
    </message>
    <message>
        <source>the host&apos;s login may not publish on the game&apos;s subjects (kg.&gt;)</source>
        <translation>přihlášení hostitele nesmí posílat zprávy do předmětů hry (kg.&gt;)</translation>
    </message>
    <message>
        <source>the join code&apos;s login may not publish on the seats&apos; subjects (kg.*.seat.*): nobody could take a seat</source>
        <translation>přihlášení z kódu pro připojení nesmí posílat zprávy do předmětů míst (kg.*.seat.*): nikdo by si nemohl sednout</translation>
    </message>
    <message>
        <source>the join code&apos;s login may not read a game&apos;s stream ($JS.API.CONSUMER.CREATE.KG_* and MSG.NEXT)</source>
        <translation>přihlášení z kódu pro připojení nesmí číst proud hry ($JS.API.CONSUMER.CREATE.KG_* a MSG.NEXT)</translation>
    </message>
    <message>
        <source>everyone holding the join code may delete the game&apos;s stream</source>
        <translation>každý, kdo má kód pro připojení, může smazat proud hry</translation>
    </message>
    <message>
        <source>everyone holding the join code may purge the game&apos;s stream</source>
        <translation>každý, kdo má kód pro připojení, může vyprázdnit proud hry</translation>
    </message>
    <message>
        <source>everyone holding the join code may write on the host&apos;s subject (forgeries are refused, but a flood there stalls the game)</source>
        <translation>každý, kdo má kód pro připojení, může psát do předmětu hostitele (padělky se odmítnou, ale záplava zpráv tam hru zastaví)</translation>
    </message>
    <message>
        <source>the players log in with their own credentials files, whose permissions are not checked here</source>
        <translation>hráči se přihlašují vlastními soubory s přihlašovacími údaji, jejichž oprávnění se tu nekontrolují</translation>
    </message>
</context>
<context>
    <name>NetReports</name>
    <message>
        <source>message {seq} of the game&apos;s log was skipped: it was not a valid message of this game (forged, damaged or out of turn)</source>
        <translation>zpráva {seq} v záznamu hry byla přeskočena: nebyla to platná zpráva této hry (podvržená, poškozená nebo mimo pořadí)</translation>
    </message>
    <message>
        <source>the card the host revealed as card {index} is not the one its seed deals</source>
        <translation>karta, kterou hostitel odkryl jako kartu {index}, není ta, kterou rozdává číslo hry</translation>
    </message>
    <message>
        <source>seat {seat}: a move the rules do not allow was refused</source>
        <translation>místo {seat}: tah, který pravidla nedovolují, byl odmítnut</translation>
    </message>
    <message>
        <source>season {season}: the game on this computer differs from the host&apos;s</source>
        <translation>období {season}: hra na tomto počítači se liší od hry hostitele</translation>
    </message>
    <message>
        <source>the host&apos;s secret does not deal the game it dealt: it cannot be verified</source>
        <translation>tajemství hostitele nerozdává hru, kterou rozdal: hru nelze ověřit</translation>
    </message>
    <message>
        <source>the host&apos;s server could not give each seat its own user yet: it tries again</source>
        <translation>server hostitele zatím nemohl dát každému místu vlastního uživatele: zkusí to znovu</translation>
    </message>
</context>
<context>
    <name>NetResume</name>
    <message>
        <source>The game stays in the list.</source>
        <translation>Hra zůstává v seznamu.</translation>
    </message>
    <message>
        <source>Port {port}, where this game&apos;s server listened, is taken by another program now. The other players&apos; apps know only that port: close that program and try again.</source>
        <translation>Port {port}, na kterém server této hry naslouchal, teď používá jiný program. Aplikace ostatních hráčů znají jen tento port: zavři ten program a zkus to znovu.</translation>
    </message>
    <message>
        <source>The record of this game cannot be used. {reason}</source>
        <translation>Záznam této hry nelze použít. {reason}</translation>
    </message>
    <message>
        <source>Continue a network game</source>
        <translation>Pokračovat v síťové hře</translation>
    </message>
    <message>
        <source>This computer&apos;s server starts again; the others&apos; apps reconnect by themselves.</source>
        <translation>Server tohoto počítače se znovu spouští; aplikace ostatních se připojí samy.</translation>
    </message>
    <message>
        <source>Joining again as {name}…</source>
        <translation>Znovu se připojuji jako {name}…</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Zkusit znovu</translation>
    </message>
    <message>
        <source>Forget this game…</source>
        <translation>Odebrat tuto hru ze seznamu…</translation>
    </message>
    <message>
        <source>Forget this network game? You host it: the other players cannot finish it without this computer. Your finished games and other games are kept.</source>
        <translation>Odebrat tuto síťovou hru ze seznamu? Jsi její hostitel: ostatní hráči ji bez tohoto počítače nedohrají. Tvé dohrané hry a ostatní hry zůstanou zachovány.</translation>
    </message>
    <message>
        <source>Forget this network game? You cannot continue it on this computer afterwards. Your finished games and other games are kept.</source>
        <translation>Odebrat tuto síťovou hru ze seznamu? Na tomto počítači v ní pak už nebudeš moct pokračovat. Tvé dohrané hry a ostatní hry zůstanou zachovány.</translation>
    </message>
    <message>
        <source>Forget a network game</source>
        <translation>Odebrat síťovou hru ze seznamu</translation>
    </message>
    <message>
        <source>The record of this game has lost the host&apos;s secrets (the seed and the host&apos;s key), so it cannot be hosted again. You can only forget it.</source>
        <translation>Záznam této hry přišel o tajemství hostitele (číslo hry a klíč hostitele), takže ji už nelze znovu hostit. Můžeš ji jen odebrat ze seznamu.</translation>
    </message>
    <message>
        <source>This game&apos;s server could not be started again.</source>
        <translation>Server této hry se nepodařilo znovu spustit.</translation>
    </message>
    <message>
        <source>The host cannot be reached. The host may not have continued the game yet: try again later, or forget the game if its host will not come back.</source>
        <translation>Hostitel není dostupný. Možná ve hře ještě nepokračoval: zkus to později, nebo hru odeber ze seznamu, pokud se hostitel nevrátí.</translation>
    </message>
    <message>
        <source>The game&apos;s server cannot be reached. Try again later.</source>
        <translation>Server hry není dostupný. Zkus to později.</translation>
    </message>
</context>
<context>
    <name>NetServer</name>
    <message>
        <source>none</source>
        <translation>žádné</translation>
    </message>
    <message>
        <source>Only for a server with NATS accounts: your .creds file</source>
        <translation>Jen pro server s účty NATS: tvůj soubor .creds</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Vybrat…</translation>
    </message>
    <message>
        <source>NATS credentials file</source>
        <translation>Soubor s přihlašovacími údaji NATS</translation>
    </message>
    <message>
        <source>NATS credentials (*.creds);;All files (*)</source>
        <translation>Přihlašovací údaje NATS (*.creds);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>“{address}” is not a server address: write it as nats://TOKEN@server:4222, or tls://TOKEN@server:4222 for an encrypted connection.</source>
        <translation>„{address}“ není adresa serveru: napiš ji jako nats://TOKEN@server:4222, nebo tls://TOKEN@server:4222 pro šifrované spojení.</translation>
    </message>
    <message>
        <source>Choose the server&apos;s credentials file.</source>
        <translation>Vyber soubor s přihlašovacími údaji k serveru.</translation>
    </message>
    <message>
        <source>The credentials file {path} does not exist or cannot be read.</source>
        <translation>Soubor s přihlašovacími údaji {path} neexistuje nebo ho nelze přečíst.</translation>
    </message>
    <message>
        <source>{path} is not a NATS credentials file (a .creds file holds a user JWT and an NKEY seed).</source>
        <translation>{path} není soubor s přihlašovacími údaji NATS (soubor .creds obsahuje uživatelský JWT a seed NKEY).</translation>
    </message>
</context>
<context>
    <name>NetStandIns</name>
    <message>
        <source>Stand-ins</source>
        <translation>Náhradníci</translation>
    </message>
    <message>
        <source>A computer cartographer can play for a player who has left. When they join again under the same name, give them their seat back.</source>
        <translation>Za hráče, který odešel ze hry, může hrát počítačový kartograf. Až se znovu připojí pod stejným jménem, vrať mu jeho místo.</translation>
    </message>
    <message>
        <source>A computer plays</source>
        <translation>Hraje počítač</translation>
    </message>
    <message>
        <source>Give the seat back</source>
        <translation>Vrátit místo</translation>
    </message>
    <message>
        <source>Computer level:</source>
        <translation>Úroveň počítače:</translation>
    </message>
    <message>
        <source>{name} — a computer plays</source>
        <translation>{name} — hraje počítač</translation>
    </message>
</context>
<context>
    <name>NewCampaignDialog</name>
    <message>
        <source>New campaign</source>
        <translation>Nové tažení</translation>
    </message>
    <message>
        <source>New solo campaign</source>
        <translation>Nové tažení pro jednoho hráče</translation>
    </message>
    <message>
        <source>A campaign is a series of solo games — its chapters — each with its own map and edicts. Play them over a few days, replay any chapter to beat your score, and share the code so friends can play the very same maps.</source>
        <translation>Tažení je řada her pro jednoho hráče — kapitol —, každá s vlastní mapou a výnosy. Hraj je během několika dní, kteroukoli kapitolu si zahraj znovu a překonej své skóre a sdílej kód, aby přátelé mohli hrát úplně stejné mapy.</translation>
    </message>
    <message>
        <source>New chapters, chosen at random</source>
        <translation>Nové kapitoly, vybrané náhodně</translation>
    </message>
    <message>
        <source>The chapters of a campaign code:</source>
        <translation>Kapitoly podle kódu tažení:</translation>
    </message>
    <message>
        <source>To compare with a friend, choose the same number of chapters.</source>
        <translation>Chceš-li se porovnat s přítelem, zvol stejný počet kapitol.</translation>
    </message>
    <message>
        <source>Start the campaign</source>
        <translation>Začít tažení</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Tvé jméno:</translation>
    </message>
    <message>
        <source>Chapters:</source>
        <translation>Kapitoly:</translation>
    </message>
    <message>
        <source>Cartographer</source>
        <translation>Kartograf</translation>
    </message>
    <message>
        <source>A valid code: you will play the same chapters as everyone with it.</source>
        <translation>Platný kód: budeš hrát stejné kapitoly jako všichni, kdo ho mají.</translation>
    </message>
    <message>
        <source>Type the code you were given.</source>
        <translation>Napiš kód, který ti někdo poslal.</translation>
    </message>
    <message>
        <source>“{character}” never appears in campaign codes (they have no 0, O, 1 or I).</source>
        <translation>„{character}“ se v kódech tažení nevyskytuje (nemají 0, O, 1 ani I).</translation>
    </message>
    <message numerus="yes">
        <source>A campaign code has 9 characters; this one has %n.</source>
        <translation>
            <numerusform>Kód tažení má 9 znaků; tento má %n.</numerusform>
            <numerusform>Kód tažení má 9 znaků; tento má %n.</numerusform>
            <numerusform>Kód tažení má 9 znaků; tento má %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>This is not a valid code. Check it for a typo.</source>
        <translation>Tohle není platný kód. Zkontroluj překlepy.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Začít hru</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <source>{season} begins.</source>
        <translation>Začíná období: {season}.</translation>
    </message>
    <message>
        <source>Ruins ({card})! The next explore card must be drawn over a ruins space.</source>
        <translation>Zříceniny ({card})! Další karta průzkumu se musí zakreslit přes pole se zříceninou.</translation>
    </message>
    <message>
        <source>New card: {card}.</source>
        <translation>Nová karta: {card}.</translation>
    </message>
    <message>
        <source>{player} drew {monster} on {owner}&apos;s map: {spaces}.</source>
        <translation>{player} zakreslil(a) nestvůru ({monster}) do mapy hráče {owner}: {spaces}.</translation>
    </message>
    <message>
        <source>The monster did not fit: a single monster space at {spaces}.</source>
        <translation>Nestvůra se nevešla: jediné pole s nestvůrou na {spaces}.</translation>
    </message>
    <message>
        <source>No room for {card} anywhere: the ambush is ignored.</source>
        <translation>Pro kartu {card} nikde není místo: přepadení se ignoruje.</translation>
    </message>
    <message>
        <source>{player}&apos;s map is full: nothing is drawn for {card}.</source>
        <translation>Mapa hráče {player} je plná: za kartu {card} se nic nekreslí.</translation>
    </message>
    <message numerus="yes">
        <source>The hero&apos;s attack destroys %n monster space(s).</source>
        <translation>
            <numerusform>Útok hrdiny zničil %n pole s nestvůrou.</numerusform>
            <numerusform>Útok hrdiny zničil %n pole s nestvůrami.</numerusform>
            <numerusform>Útok hrdiny zničil %n polí s nestvůrami.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Gorgon&apos;s gaze destroys {spaces}.</source>
        <translation>Pohled gorgony ničí {spaces}.</translation>
    </message>
    <message>
        <source>{player} (computer): {card} at {spaces}.</source>
        <translation>{player} (počítač): {card} na {spaces}.</translation>
    </message>
    <message>
        <source>On {owner}&apos;s map.</source>
        <translation>Na mapě hráče {owner}.</translation>
    </message>
    <message>
        <source>Ambush card {card}: {monster} appears at {spaces}.</source>
        <translation>Karta přepadení {card}: nestvůra ({monster}) se objevuje na {spaces}.</translation>
    </message>
    <message>
        <source>The Troll destroys {spaces}.</source>
        <translation>Troll ničí {spaces}.</translation>
    </message>
    <message numerus="yes">
        <source>The zombies spread to %n space(s).</source>
        <translation>
            <numerusform>Zombie se rozšířily na %n pole.</numerusform>
            <numerusform>Zombie se rozšířily na %n pole.</numerusform>
            <numerusform>Zombie se rozšířily na %n polí.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A mountain is surrounded: +%n coin(s).</source>
        <translation>
            <numerusform>Hora je obklopena: +%n mince.</numerusform>
            <numerusform>Hora je obklopena: +%n mince.</numerusform>
            <numerusform>Hora je obklopena: +%n mincí.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The dragon is closed in: +%n coin(s).</source>
        <translation>
            <numerusform>Drak je obklíčen: +%n mince.</numerusform>
            <numerusform>Drak je obklíčen: +%n mince.</numerusform>
            <numerusform>Drak je obklíčen: +%n mincí.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player}: {what}</source>
        <translation>{player}: {what}</translation>
    </message>
    <message>
        <source>{player}: {card} at {spaces}.</source>
        <translation>{player}: {card} na {spaces}.</translation>
    </message>
</context>
<context>
    <name>OptionsSection</name>
    <message>
        <source>Rules options</source>
        <translation>Možnosti pravidel</translation>
    </message>
    <message>
        <source>Hero attack pattern may be rotated and mirrored</source>
        <translation>Dosah hrdinova útoku lze otáčet a převracet</translation>
    </message>
    <message>
        <source>When off, the attack pattern is marked exactly as printed on the card.</source>
        <translation>Když je vypnuto, dosah útoku se zakreslí přesně tak, jak je na kartě.</translation>
    </message>
    <message>
        <source>1×1 fallback square may be:</source>
        <translation>Náhradní pole 1×1 smí být:</translation>
    </message>
    <message>
        <source>Forest, village, farm, water or monster (standard)</source>
        <translation>les, vesnice, farma, voda nebo nestvůra (standardně)</translation>
    </message>
    <message>
        <source>Forest, village, farm, water, monster or hero</source>
        <translation>les, vesnice, farma, voda, nestvůra nebo hrdina</translation>
    </message>
    <message>
        <source>Only a terrain shown on the card</source>
        <translation>jen terén vyobrazený na kartě</translation>
    </message>
    <message>
        <source>The literal wording of the English rulebook.</source>
        <translation>Doslovné znění anglických pravidel.</translation>
    </message>
    <message>
        <source>The wording of the Czech rulebook.</source>
        <translation>Znění českých pravidel.</translation>
    </message>
    <message>
        <source>A hero space counts as any terrain for scoring</source>
        <translation>Pole s hrdinou se při bodování počítá jako libovolný terén</translation>
    </message>
    <message>
        <source>The Czech rulebook&apos;s reading when combining with heroes; by the English rules a hero is a terrain type of its own.</source>
        <translation>Výklad českých pravidel pro kombinaci s hrdiny; podle anglických pravidel je hrdina samostatný typ terénu.</translation>
    </message>
    <message>
        <source>Only for both games combined.</source>
        <translation>Jen pro obě hry dohromady.</translation>
    </message>
    <message>
        <source>Only with the hero cards.</source>
        <translation>Jen s kartami hrdinů.</translation>
    </message>
    <message>
        <source>Not with hero fallback squares.</source>
        <translation>Ne s náhradním polem hrdiny.</translation>
    </message>
</context>
<context>
    <name>Overview</name>
    <message>
        <source>All maps</source>
        <translation>Všechny mapy</translation>
    </message>
</context>
<context>
    <name>PdfCommand</name>
    <message numerus="yes">
        <source>{file}: %n page(s)</source>
        <translation>
            <numerusform>{file}: %n strana</numerusform>
            <numerusform>{file}: %n strany</numerusform>
            <numerusform>{file}: %n stran</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PdfDialogs</name>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>US Letter</translation>
    </message>
    <message>
        <source>Plain (white paper, saves ink)</source>
        <translation>Prostý (bílý papír, šetří inkoust)</translation>
    </message>
    <message>
        <source>Parchment (as the board game)</source>
        <translation>Pergamen (jako v deskové hře)</translation>
    </message>
    <message>
        <source>Export sheets to PDF</source>
        <translation>Export map do PDF</translation>
    </message>
    <message>
        <source>All cartographers</source>
        <translation>Všichni kartografové</translation>
    </message>
    <message>
        <source>Sheets:</source>
        <translation>Listy:</translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation>Papír:</translation>
    </message>
    <message>
        <source>Look:</source>
        <translation>Vzhled:</translation>
    </message>
    <message>
        <source>Blank sheets to PDF</source>
        <translation>Prázdné listy do PDF</translation>
    </message>
    <message>
        <source>Side:</source>
        <translation>Strana:</translation>
    </message>
    <message>
        <source>Copies:</source>
        <translation>Počet kopií:</translation>
    </message>
    <message>
        <source>The PDF was saved as {path}</source>
        <translation>PDF bylo uloženo jako {path}</translation>
    </message>
</context>
<context>
    <name>PdfExport</name>
    <message>
        <source>Unknown look {look}; choose one of {looks}.</source>
        <translation>Neznámý vzhled {look}; vyber jeden z: {looks}.</translation>
    </message>
    <message>
        <source>Game seed {seed} · {date}</source>
        <translation>Hra číslo {seed} · {date}</translation>
    </message>
    <message>
        <source>There is no player {number} in this game.</source>
        <translation>V této hře není hráč číslo {number}.</translation>
    </message>
    <message>
        <source>There is no sheet side {side}; choose one of {sides}.</source>
        <translation>Strana listu {side} neexistuje; vyber jednu z: {sides}.</translation>
    </message>
    <message>
        <source>The number of copies must be from 1 to {most}.</source>
        <translation>Počet kopií musí být od 1 do {most}.</translation>
    </message>
    <message>
        <source>Unknown paper size {paper}; choose one of {papers}.</source>
        <translation>Neznámý formát papíru {paper}; vyber jeden z: {papers}.</translation>
    </message>
    <message>
        <source>There are no sheets to export.</source>
        <translation>Nejsou žádné listy k exportu.</translation>
    </message>
    <message>
        <source>The PDF could not be started.</source>
        <translation>PDF nelze vytvořit.</translation>
    </message>
    <message>
        <source>{path} is a folder, not a file name.</source>
        <translation>{path} je složka, ne název souboru.</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}.</source>
        <translation>Nelze zapsat {path}: {reason}.</translation>
    </message>
    <message>
        <source>Kartografové — map sheets of game {seed}</source>
        <translation>Kartografové — mapové listy hry {seed}</translation>
    </message>
    <message>
        <source>Kartografové — blank map sheets, side {side}</source>
        <translation>Kartografové — prázdné mapové listy, strana {side}</translation>
    </message>
</context>
<context>
    <name>PlayScreen</name>
    <message>
        <source>Turn (R)</source>
        <translation>Otočit (R)</translation>
    </message>
    <message>
        <source>Flip (F)</source>
        <translation>Převrátit (F)</translation>
    </message>
    <message>
        <source>Take back (Esc)</source>
        <translation>Vzít zpět (Esc)</translation>
    </message>
    <message>
        <source>Confirm (Enter)</source>
        <translation>Potvrdit (Enter)</translation>
    </message>
    <message>
        <source>All maps</source>
        <translation>Všechny mapy</translation>
    </message>
    <message>
        <source>Standings (S)</source>
        <translation>Pořadí (S)</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Výsledky</translation>
    </message>
    <message>
        <source>{player} (computer) is thinking…</source>
        <translation>{player} (počítač) přemýšlí…</translation>
    </message>
    <message>
        <source>Game seed: {seed}</source>
        <translation>Číslo hry: {seed}</translation>
    </message>
    <message>
        <source>Take back {player}&apos;s move</source>
        <translation>Vzít zpět tah: {player}</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Hra skončila</translation>
    </message>
    <message>
        <source>See the results, or start a new game.</source>
        <translation>Podívej se na výsledky, nebo začni novou hru.</translation>
    </message>
    <message>
        <source>{player} draws {card} on their map.</source>
        <translation>{player} zakresluje kartu {card} do své mapy.</translation>
    </message>
    <message>
        <source>No shape of {card} fits on {player}&apos;s map: they draw a single space.</source>
        <translation>Žádný tvar karty {card} se do mapy hráče {player} nevejde: zakreslí jediné pole.</translation>
    </message>
    <message>
        <source>{monster} does not fit on {owner}&apos;s map: {player} draws a single monster space.</source>
        <translation>Nestvůra ({monster}) se na mapu hráče {owner} nevejde: {player} zakreslí jediné pole s nestvůrou.</translation>
    </message>
    <message>
        <source>{player} places the hero {card} on their map.</source>
        <translation>{player} umisťuje do své mapy hrdinu: {card}.</translation>
    </message>
    <message>
        <source>Draw {card} on your map.</source>
        <translation>Zakresli kartu {card} do své mapy.</translation>
    </message>
    <message>
        <source>No shape of {card} fits anywhere: draw a single space of any terrain instead.</source>
        <translation>Žádný tvar karty {card} se nikam nevejde: místo něj zakresli jediné pole libovolného terénu.</translation>
    </message>
    <message>
        <source>Ambush! Draw {monster} on {owner}&apos;s map.</source>
        <translation>Přepadení! Nakresli nestvůru ({monster}) na mapu hráče {owner}.</translation>
    </message>
    <message>
        <source>{monster} does not fit on {owner}&apos;s map: draw a single monster space.</source>
        <translation>Nestvůra ({monster}) se na mapu hráče {owner} nevejde: nakresli jediné pole s nestvůrou.</translation>
    </message>
    <message>
        <source>Place {card} on an empty space of your map.</source>
        <translation>Umísti hrdinu ({card}) na prázdné pole své mapy.</translation>
    </message>
    <message>
        <source>The Gorgon&apos;s gaze: choose a space next to it to destroy.</source>
        <translation>Pohled gorgony: vyber pole vedle ní, které zničí.</translation>
    </message>
    <message>
        <source>The Troll ravages: choose an empty space next to it to destroy.</source>
        <translation>Troll řádí: vyber prázdné pole vedle něj, které zničí.</translation>
    </message>
    <message>
        <source>Ruins! It must cover one of the marked ruins spaces.</source>
        <translation>Zříceniny! Tvar musí zakrýt jedno z vyznačených polí se zříceninou.</translation>
    </message>
    <message>
        <source>No shape can cover a ruins space, so any single space will do.</source>
        <translation>Žádný tvar nemůže zakrýt pole se zříceninou, takže stačí jakékoli jediné pole.</translation>
    </message>
    <message>
        <source>Press Enter or Confirm to destroy this space.</source>
        <translation>Stiskni Enter nebo Potvrdit a toto pole se zničí.</translation>
    </message>
    <message>
        <source>Fits. Press Enter or Confirm to draw it.</source>
        <translation>Vejde se. Zakreslíš ho klávesou Enter nebo tlačítkem Potvrdit.</translation>
    </message>
    <message>
        <source>Click to choose this space.</source>
        <translation>Kliknutím vyber toto pole.</translation>
    </message>
    <message>
        <source>Fits here. Click to put it down.</source>
        <translation>Sem se vejde. Klikni a polož ho.</translation>
    </message>
    <message>
        <source>Click one of the highlighted spaces.</source>
        <translation>Klikni na jedno ze zvýrazněných polí.</translation>
    </message>
    <message>
        <source>Move over your map and click to place. Wheel or R turns, right-click or F flips; arrows move.</source>
        <translation>Přejeď nad svou mapu a kliknutím tvar polož. Kolečko nebo R otáčí, pravé tlačítko nebo F převrací, šipky posouvají.</translation>
    </message>
    <message>
        <source>Move over the map and click a space; arrows move.</source>
        <translation>Přejeď nad mapu a klikni na pole; šipky posouvají.</translation>
    </message>
    <message>
        <source>Place the shape on the map first.</source>
        <translation>Nejdřív polož tvar na mapu.</translation>
    </message>
</context>
<context>
    <name>PlayedWith</name>
    <message numerus="yes">
        <source>played with %n hint(s)</source>
        <translation>
            <numerusform>použita %n rada</numerusform>
            <numerusform>použity %n rady</numerusform>
            <numerusform>použito %n rad</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} played with %n hint(s)</source>
        <translation>
            <numerusform>{name}: použita %n rada</numerusform>
            <numerusform>{name}: použity %n rady</numerusform>
            <numerusform>{name}: použito %n rad</numerusform>
        </translation>
    </message>
    <message>
        <source>played without hints</source>
        <translation>hráno bez rad</translation>
    </message>
    <message>
        <source>its hints were not recorded (a code of an older version)</source>
        <translation>rady se nezaznamenaly (kód starší verze)</translation>
    </message>
</context>
<context>
    <name>PlayersSection</name>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>&amp;Počet hráčů:</translation>
    </message>
    <message>
        <source>Name of player {number}</source>
        <translation>Jméno hráče {number}</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Hráč {number}</translation>
    </message>
    <message>
        <source>Quick table: no hand-off page before each turn</source>
        <translation>Rychlý stůl: bez předávací obrazovky před každým tahem</translation>
    </message>
    <message>
        <source>The next player&apos;s map comes up with their name; a hand-off page is shown only when someone draws on another player&apos;s map.</source>
        <translation>Mapa dalšího hráče se ukáže s jeho jménem; předávací obrazovka se ukáže jen tehdy, když někdo kreslí na mapu jiného hráče.</translation>
    </message>
    <message>
        <source>At least one seat must be played by a person.</source>
        <translation>Alespoň na jednom místě musí hrát člověk.</translation>
    </message>
    <message>
        <source>Solo game — your result is a rating and a title.</source>
        <translation>Hra pro jednoho hráče — výsledkem je hodnocení a titul.</translation>
    </message>
    <message numerus="yes">
        <source>%n players take turns at this computer; the highest score wins.</source>
        <translation>
            <numerusform>%n hráč se střídá u tohoto počítače; vyhrává nejvyšší skóre.</numerusform>
            <numerusform>%n hráči se střídají u tohoto počítače; vyhrává nejvyšší skóre.</numerusform>
            <numerusform>%n hráčů se střídá u tohoto počítače; vyhrává nejvyšší skóre.</numerusform>
        </translation>
    </message>
    <message>
        <source>A network game: the players at other computers join with the code this computer shows; the highest score wins.</source>
        <translation>Síťová hra: hráči u jiných počítačů se připojí kódem, který ukáže tento počítač; vyhrává nejvyšší skóre.</translation>
    </message>
    <message numerus="yes">
        <source>You play against %n computer cartographer(s); the highest score wins.</source>
        <translation>
            <numerusform>Hraješ proti %n počítačovému kartografovi; vyhrává nejvyšší skóre.</numerusform>
            <numerusform>Hraješ proti %n počítačovým kartografům; vyhrává nejvyšší skóre.</numerusform>
            <numerusform>Hraješ proti %n počítačovým kartografům; vyhrává nejvyšší skóre.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n people take turns at this computer; computer cartographers play the other seats. The highest score wins.</source>
        <translation>
            <numerusform>%n hráč hraje u tohoto počítače; na ostatních místech hrají počítačoví kartografové. Vyhrává nejvyšší skóre.</numerusform>
            <numerusform>%n hráči se střídají u tohoto počítače; na ostatních místech hrají počítačoví kartografové. Vyhrává nejvyšší skóre.</numerusform>
            <numerusform>%n hráčů se střídá u tohoto počítače; na ostatních místech hrají počítačoví kartografové. Vyhrává nejvyšší skóre.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Presence</name>
    <message>
        <source>the host and the server are there</source>
        <translation>hostitel i server jsou tu</translation>
    </message>
    <message>
        <source>the game&apos;s server cannot be reached: it has stopped or the network is down; the game goes on when it is back</source>
        <translation>server hry není dostupný: zastavil se, nebo nefunguje síť; hra bude pokračovat, až bude zpět</translation>
    </message>
    <message>
        <source>the host&apos;s app is not answering: the game goes on when the host continues it (Game → Continue, or cartografove host --resume)</source>
        <translation>aplikace hostitele neodpovídá: hra bude pokračovat, až v ní hostitel bude pokračovat (Hra → Pokračovat, nebo cartografove host --resume)</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>The printer could not be started.</source>
        <translation>Tisk se nepodařilo spustit.</translation>
    </message>
    <message>
        <source>Print sheets</source>
        <translation>Tisk mapových listů</translation>
    </message>
    <message>
        <source>Print blank sheets</source>
        <translation>Tisk prázdných listů</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>T&amp;isk…</translation>
    </message>
    <message>
        <source>Print b&amp;lank sheets…</source>
        <translation>Tisk p&amp;rázdných listů…</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Hledat v:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Soubory &amp;typu:</translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <source>Finish a solo game to see your rating here.</source>
        <translation>Dohraj hru pro jednoho hráče a uvidíš tu své hodnocení.</translation>
    </message>
    <message>
        <source>Solo ratings over time</source>
        <translation>Vývoj hodnocení sólo her</translation>
    </message>
    <message>
        <source>Solo games: {count}</source>
        <translation>Odehraných sólo her: {count}</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>Part of the shape is off the map.</source>
        <translation>Část tvaru je mimo mapu.</translation>
    </message>
    <message>
        <source>Space {cell} is already filled.</source>
        <translation>Pole {cell} je už obsazené.</translation>
    </message>
    <message>
        <source>Space {cell} is used twice.</source>
        <translation>Pole {cell} je použité dvakrát.</translation>
    </message>
    <message>
        <source>That is not the shape of {card}.</source>
        <translation>To není tvar karty {card}.</translation>
    </message>
    <message>
        <source>{card} has no such shape.</source>
        <translation>Karta {card} takový tvar nemá.</translation>
    </message>
    <message>
        <source>{card} does not offer {terrain}.</source>
        <translation>Karta {card} nenabízí terén „{terrain}“.</translation>
    </message>
    <message>
        <source>The single space cannot be {terrain}.</source>
        <translation>Terén „{terrain}“ tu jediné pole mít nesmí.</translation>
    </message>
    <message>
        <source>After a ruins card the shape must cover an empty ruins space.</source>
        <translation>Po kartě zříceniny musí tvar zakrýt prázdné pole se zříceninou.</translation>
    </message>
    <message>
        <source>The monster does not fit: draw a single monster space.</source>
        <translation>Nestvůra se nevejde: nakresli jediné pole s nestvůrou.</translation>
    </message>
    <message>
        <source>The attack pattern must stay as printed on the card.</source>
        <translation>Dosah útoku musí zůstat tak, jak je na kartě.</translation>
    </message>
    <message>
        <source>The Gorgon can only destroy a space next to it that is not a mountain, a chasm or already destroyed.</source>
        <translation>Gorgona může zničit jen pole vedle sebe, které není hora, pustina ani už zničené pole.</translation>
    </message>
    <message>
        <source>The Troll can only destroy an empty space next to it.</source>
        <translation>Troll může zničit jen prázdné pole vedle sebe.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Není co vracet.</translation>
    </message>
    <message>
        <source>That is not what the game is waiting for.</source>
        <translation>Na to hra teď nečeká.</translation>
    </message>
    <message>
        <source>Move {number} of the saved game is not legal.</source>
        <translation>Tah {number} uložené hry není podle pravidel.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Tento tah není povolen.</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>Soubor nelze přečíst.</translation>
    </message>
    <message>
        <source>The file is not a Kartografové game.</source>
        <translation>Soubor není hra Kartografů.</translation>
    </message>
    <message>
        <source>The file was saved by a newer version of Kartografové; update the app to open it.</source>
        <translation>Soubor uložila novější verze Kartografů; aktualizuj aplikaci a pak ho otevřeš.</translation>
    </message>
    <message>
        <source>The file does not describe a legal game.</source>
        <translation>Soubor nepopisuje hru podle pravidel.</translation>
    </message>
    <message>
        <source>The file is damaged.</source>
        <translation>Soubor je poškozený.</translation>
    </message>
    <message>
        <source>Your data folder {folder} cannot be used ({reason}); nothing could be listed.</source>
        <translation>Tvou datovou složku {folder} nelze použít ({reason}); nic nelze vypsat.</translation>
    </message>
    <message>
        <source>the disk is full; free some space</source>
        <translation>disk je plný; uvolni na něm místo</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>disk je jen pro čtení</translation>
    </message>
    <message>
        <source>you do not have permission to write there</source>
        <translation>nemáš oprávnění tam zapisovat</translation>
    </message>
    <message>
        <source>it could not be written ({detail})</source>
        <translation>soubor nešlo zapsat ({detail})</translation>
    </message>
    <message>
        <source>The next card has not been revealed yet.</source>
        <translation>Další karta ještě nebyla odkryta.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disk je plný</translation>
    </message>
    <message>
        <source>no permission</source>
        <translation>chybí oprávnění</translation>
    </message>
    <message>
        <source>the folder or the drive is not there (a removed disk?)</source>
        <translation>složka nebo jednotka tu není (vyjmutý disk?)</translation>
    </message>
    <message>
        <source>the disk reports an error (is it damaged or removed?)</source>
        <translation>disk hlásí chybu (není poškozený nebo vyjmutý?)</translation>
    </message>
    <message>
        <source>there is a folder or a device in the file&apos;s place</source>
        <translation>na místě souboru je složka nebo zařízení</translation>
    </message>
    <message>
        <source>a file stands where a folder should be</source>
        <translation>tam, kde má být složka, je soubor</translation>
    </message>
    <message>
        <source>the path is too long</source>
        <translation>cesta je příliš dlouhá</translation>
    </message>
    <message>
        <source>the computer is short of resources</source>
        <translation>počítači docházejí prostředky</translation>
    </message>
    <message>
        <source>system error {number}</source>
        <translation>systémová chyba {number}</translation>
    </message>
    <message>
        <source>an unexpected error</source>
        <translation>neočekávaná chyba</translation>
    </message>
    <message>
        <source>It is not your turn yet: another cartographer decides first.</source>
        <translation>Ještě nejste na řadě: nejdřív se rozhoduje jiný kartograf.</translation>
    </message>
    <message>
        <source>Space {cell} is a mountain.</source>
        <translation>Pole {cell} je hora.</translation>
    </message>
    <message>
        <source>Space {cell} is a chasm.</source>
        <translation>Pole {cell} je pustina.</translation>
    </message>
    <message>
        <source>Space {cell} is destroyed.</source>
        <translation>Pole {cell} je zničené.</translation>
    </message>
</context>
<context>
    <name>Records</name>
    <message>
        <source>This game cannot be shown. {reason}</source>
        <translation>Tuto hru nelze zobrazit. {reason}</translation>
    </message>
    <message>
        <source>{players} · {when}</source>
        <translation>{players} · {when}</translation>
    </message>
    <message>
        <source>{file} was saved by a newer version of Kartografové and was left untouched; update the app to open it.</source>
        <translation>{file} uložila novější verze Kartografů a zůstal nedotčen; aktualizuj aplikaci a pak ho otevřeš.</translation>
    </message>
    <message>
        <source>{file} was set aside as {kept}. {reason}</source>
        <translation>{file} byl odložen jako {kept}. {reason}</translation>
    </message>
    <message>
        <source>{file} cannot be used. {reason}</source>
        <translation>{file} nelze použít. {reason}</translation>
    </message>
    <message>
        <source>{file}: an attempt at chapter {chapters} does not match its game and is left out; the rest of the campaign is in use.</source>
        <translation>{file}: pokus v kapitole {chapters} neodpovídá své hře, a proto je vynechán; zbytek tažení se dál používá.</translation>
    </message>
    <message>
        <source>{file}: an attempt at chapter {chapters} does not match its game and was set aside as {kept}; the rest of the campaign is in use.</source>
        <translation>{file}: pokus v kapitole {chapters} neodpovídá své hře, a proto byl odložen jako {kept}; zbytek tažení se dál používá.</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>Watch the game again</source>
        <translation>Přehrát hru znovu</translation>
    </message>
    <message>
        <source>Show the map each move is drawn on</source>
        <translation>Ukazovat mapu, na kterou se daný tah kreslí</translation>
    </message>
    <message>
        <source>Export the maps to PDF…</source>
        <translation>Exportovat mapy do PDF…</translation>
    </message>
    <message>
        <source>Review the moves</source>
        <translation>Rozbor tahů</translation>
    </message>
    <message>
        <source>The deal (Home)</source>
        <translation>Začátek (Home)</translation>
    </message>
    <message>
        <source>One move back (Left arrow)</source>
        <translation>O tah zpět (šipka vlevo)</translation>
    </message>
    <message>
        <source>Play the moves one by one (Space)</source>
        <translation>Přehrávat tahy jeden po druhém (mezerník)</translation>
    </message>
    <message>
        <source>One move on (Right arrow)</source>
        <translation>O tah dál (šipka vpravo)</translation>
    </message>
    <message>
        <source>The final maps (End)</source>
        <translation>Konečné mapy (End)</translation>
    </message>
    <message>
        <source>Move {move} of {moves}</source>
        <translation>Tah {move} z {moves}</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Začátek</translation>
    </message>
    <message>
        <source>Nothing drawn yet. Step through the moves with the arrow keys.</source>
        <translation>Zatím nic nezakresleno. Tahy procházej šipkami.</translation>
    </message>
    <message>
        <source>{player} drew {card}.</source>
        <translation>{player} zakreslil(a) kartu {card}.</translation>
    </message>
    <message>
        <source>{player} drew the monster of {card} on {owner}&apos;s map.</source>
        <translation>{player} nakreslil(a) nestvůru z karty {card} na mapu hráče {owner}.</translation>
    </message>
    <message>
        <source>{player} placed the hero {card}.</source>
        <translation>{player} umístil(a) hrdinu: {card}.</translation>
    </message>
    <message>
        <source>{player} chose the space {card} destroyed.</source>
        <translation>{player} vybral(a) pole, které zničila karta {card}.</translation>
    </message>
    <message>
        <source>(After the computer&apos;s hint.)</source>
        <translation>(Podle rady počítače.)</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <source>Whose moves to review</source>
        <translation>Čí tahy projít</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Review of the game</source>
        <translation>Rozbor hry</translation>
    </message>
    <message>
        <source>The hard computer cartographer is looking at your moves…</source>
        <translation>Těžký počítačový kartograf prochází tvé tahy…</translation>
    </message>
    <message>
        <source>In all, about {stars} stars lost against the best alternatives.</source>
        <translation>Body ztracené oproti nejlepším možnostem: celkem asi {stars}.</translation>
    </message>
    <message>
        <source>No decision lost stars by the computer&apos;s reckoning. Well played!</source>
        <translation>Podle počítače žádný tah neztratil body. Dobře zahráno!</translation>
    </message>
    <message>
        <source>Move {number}, {card}: about {stars} stars lost</source>
        <translation>Tah {number}, {card}: ztráta asi {stars} bodu</translation>
    </message>
    <message>
        <source>As chosen</source>
        <translation>Zvolený tah</translation>
    </message>
    <message>
        <source>Better</source>
        <translation>Lepší tah</translation>
    </message>
    <message>
        <source>The hard computer cartographer is looking at your moves… {done} of {total}</source>
        <translation>Těžký počítačový kartograf prochází tvé tahy… {done} z {total}</translation>
    </message>
    <message>
        <source>The review stopped on an error; the game itself is unharmed.</source>
        <translation>Rozbor se zastavil na chybě; samotná hra je v pořádku.</translation>
    </message>
</context>
<context>
    <name>SaveUnderNameDialog</name>
    <message>
        <source>Save the game</source>
        <translation>Uložit hru</translation>
    </message>
    <message>
        <source>e.g. Friday night with Ben</source>
        <translation>např. Páteční večer s Benem</translation>
    </message>
    <message>
        <source>Save under a name</source>
        <translation>Uložit pod jménem</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Jméno:</translation>
    </message>
    <message>
        <source>A saved game has this name already; saving replaces it.</source>
        <translation>Uložená hra s tímto jménem už existuje; uložením ji nahradíš.</translation>
    </message>
</context>
<context>
    <name>SavedGamesDialog</name>
    <message>
        <source>Saved games</source>
        <translation>Uložené hry</translation>
    </message>
    <message>
        <source>No games saved under a name yet.</source>
        <translation>Zatím žádné hry uložené pod jménem.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Postup</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Uloženo</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otevřít</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Smazat…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Dohráno</translation>
    </message>
    <message>
        <source>moves: {count}</source>
        <translation>tahů: {count}</translation>
    </message>
    <message>
        <source>Delete the saved game “{name}”? This cannot be undone.</source>
        <translation>Smazat uloženou hru „{name}“? Nelze to vrátit.</translation>
    </message>
    <message>
        <source>The game could not be deleted: {reason}</source>
        <translation>Hru se nepodařilo smazat: {reason}</translation>
    </message>
    <message>
        <source>Delete saved game</source>
        <translation>Smazat uloženou hru</translation>
    </message>
    <message>
        <source>Games you have not finished are kept by themselves: Game → Continue.</source>
        <translation>Nedohrané hry se ukládají samy: Hra → Pokračovat.</translation>
    </message>
</context>
<context>
    <name>ScoreScreen</name>
    <message>
        <source>{letter} · {card}: {points}</source>
        <translation>{letter} · {card}: {points}</translation>
    </message>
    <message>
        <source>Season total: {total}</source>
        <translation>Celkem za období: {total}</translation>
    </message>
    <message>
        <source>Select a line to see what earned it.</source>
        <translation>Vyber řádek a uvidíš, co body přineslo.</translation>
    </message>
    <message>
        <source>Each coin on your coin track is worth one star every season.</source>
        <translation>Každá mince na počítadle mincí má v každém období hodnotu jednoho bodu pověsti.</translation>
    </message>
    <message>
        <source>Each empty space next to a monster costs one star (marked red).</source>
        <translation>Každé prázdné pole vedle nestvůry stojí jeden bod pověsti (vyznačeno červeně).</translation>
    </message>
    <message>
        <source>End of {season}</source>
        <translation>Konec období: {season}</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Pořadí</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Výsledky</translation>
    </message>
    <message>
        <source>Your rating is {rating}: {total} reputation stars minus {values}, the solo values of the four edicts.</source>
        <translation>Tvé hodnocení je {rating}: body pověsti ({total}) minus {values}, součet hodnot čtyř výnosů pro jednoho hráče.</translation>
    </message>
    <message>
        <source>{names} wins!</source>
        <translation>Vítězí {names}!</translation>
    </message>
    <message>
        <source>Shared victory: {names}</source>
        <translation>Dělené vítězství: {names}</translation>
    </message>
    <message>
        <source>Players tied on stars are ranked by who lost fewer stars to monsters.</source>
        <translation>Při shodě bodů rozhoduje, kdo ztratil méně bodů kvůli nestvůrám.</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Hrát znovu</translation>
    </message>
    <message>
        <source>The same players, rules and sheet, with a new deal.</source>
        <translation>Stejní hráči, pravidla i mapa, jen nové rozdání karet.</translation>
    </message>
    <message>
        <source>Review my moves</source>
        <translation>Rozbor mých tahů</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Pořadí</translation>
    </message>
    <message>
        <source>Cartographer</source>
        <translation>Kartograf</translation>
    </message>
    <message>
        <source>Lost to monsters</source>
        <translation>Ztraceno kvůli nestvůrám</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Celkem</translation>
    </message>
    <message>
        <source>Share result…</source>
        <translation>Sdílet výsledek…</translation>
    </message>
    <message>
        <source>Coins: {coins}</source>
        <translation>Mince: {coins}</translation>
    </message>
    <message>
        <source>Monsters: {penalty}</source>
        <translation>Nestvůry: {penalty}</translation>
    </message>
</context>
<context>
    <name>SeasonPanel</name>
    <message>
        <source>Time {elapsed} of {threshold}</source>
        <translation>Čas {elapsed} z {threshold}</translation>
    </message>
    <message>
        <source>{season} — scores {edicts}</source>
        <translation>{season} — hodnotí se {edicts}</translation>
    </message>
    <message>
        <source>Time {elapsed} / {threshold}</source>
        <translation>Čas {elapsed} / {threshold}</translation>
    </message>
    <message>
        <source>This season: {cards}</source>
        <translation>V tomto období: {cards}</translation>
    </message>
</context>
<context>
    <name>Seasons</name>
    <message>
        <source>Spring</source>
        <translation>Jaro</translation>
    </message>
    <message>
        <source>Summer</source>
        <translation>Léto</translation>
    </message>
    <message>
        <source>Fall</source>
        <translatorcomment>Not from a rulebook: the Czech rulebook never names the fall season; &apos;podzim&apos; is the common word.</translatorcomment>
        <translation>Podzim</translation>
    </message>
    <message>
        <source>Winter</source>
        <translation>Zima</translation>
    </message>
</context>
<context>
    <name>SeatKinds</name>
    <message>
        <source>Person</source>
        <translation>Člověk</translation>
    </message>
    <message>
        <source>Computer · easy</source>
        <translation>Počítač · lehký</translation>
    </message>
    <message>
        <source>Computer · medium</source>
        <translation>Počítač · střední</translation>
    </message>
    <message>
        <source>Computer · hard</source>
        <translation>Počítač · těžký</translation>
    </message>
    <message>
        <source>At another computer</source>
        <translation>U jiného počítače</translation>
    </message>
    <message>
        <source>Who plays seat {number}</source>
        <translation>Kdo hraje na místě {number}</translation>
    </message>
    <message>
        <source>Computer · expert</source>
        <translation>Počítač · expert</translation>
    </message>
    <message>
        <source>Someone at this computer plays this seat.</source>
        <translation>Za toto místo hraje někdo u tohoto počítače.</translation>
    </message>
    <message>
        <source>A beginner: thinks only of this season&apos;s two edicts, often forgets the monster next to the space it fills, and does not always pick its best idea.</source>
        <translation>Začátečník: myslí jen na dva výnosy tohoto období, často zapomene na nestvůru vedle pole, které vyplňuje, a ne vždy zvolí svůj nejlepší nápad.</translation>
    </message>
    <message>
        <source>A steady player: counts every edict still to come and builds towards them, but may forget an edict until its season comes and sometimes leaves a monster open.</source>
        <translation>Spolehlivý hráč: počítá se všemi výnosy, které ještě přijdou, a staví k nim, ale může na některý výnos zapomenout, dokud nepřijde jeho období, a občas nechá nestvůru neobklopenou.</translation>
    </message>
    <message>
        <source>Plans ahead: tries its best moves against cards that may come next and keeps room for them. Thinks under a second per move.</source>
        <translation>Plánuje dopředu: zkouší své nejlepší tahy proti kartám, které mohou přijít, a nechává pro ně místo. Přemýšlí necelou vteřinu na tah.</translation>
    </message>
    <message>
        <source>A person playing from another computer.</source>
        <translation>Člověk, který hraje z jiného počítače.</translation>
    </message>
    <message>
        <source>Plans furthest: plays its best moves a few cards on against the cards that may still come, ambushes and heroes included. Thinks up to two seconds per move.</source>
        <translation>Plánuje nejdál: své nejlepší tahy dohrává o několik karet dál s kartami, které mohou ještě přijít, včetně přepadení a hrdinů. Přemýšlí až dvě vteřiny na tah.</translation>
    </message>
</context>
<context>
    <name>SeedSection</name>
    <message>
        <source>Seed</source>
        <translation>Číslo hry</translation>
    </message>
    <message>
        <source>Random</source>
        <comment>empty seed field</comment>
        <translation>Náhodné</translation>
    </message>
    <message>
        <source>Leave empty for a new game. Enter a number to replay a game or to play the same cards as a friend.</source>
        <translation>Nech prázdné pro novou hru. Zadej číslo, chceš-li hru zopakovat nebo hrát se stejnými kartami jako přítel.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Your settings were saved by a newer version of Kartografové, so the defaults are used; that file {path} is left untouched, and changes made now are not remembered.</source>
        <translation>Nastavení uložila novější verze Kartografů, proto se používá výchozí nastavení; soubor {path} zůstává beze změny a co teď změníš, si aplikace nezapamatuje.</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the defaults are used; the file {path} was left in place and will be replaced when settings are next saved.</source>
        <translation>Nastavení nešlo přečíst, proto se používá výchozí nastavení; soubor {path} zůstal na místě a při příštím uložení nastavení bude nahrazen.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the defaults are used; the damaged file was kept as {kept}.</source>
        <translation>Soubor s nastavením byl poškozený, proto se používá výchozí nastavení; poškozený soubor byl uschován jako {kept}.</translation>
    </message>
    <message>
        <source>The settings folder cannot be used ({error}), so the defaults are used and changes will not be remembered.</source>
        <translation>Složku s nastavením nelze použít ({error}), proto se používá výchozí nastavení a změny se nezapamatují.</translation>
    </message>
</context>
<context>
    <name>SetupWords</name>
    <message>
        <source>a game has 1 to {most} players, not {count}</source>
        <translation>hru hraje 1 až {most} hráčů, ne {count}</translation>
    </message>
    <message>
        <source>player {number} needs a name</source>
        <translation>hráč {number} potřebuje jméno</translation>
    </message>
    <message>
        <source>there is no sheet side {side}</source>
        <translation>strana mapového listu {side} neexistuje</translation>
    </message>
    <message>
        <source>sheet side {side} is not played with these rules (sides {sides})</source>
        <translation>strana mapového listu {side} se s těmito pravidly nehraje (strany {sides})</translation>
    </message>
    <message>
        <source>the base game names no first-game edicts: choose random or four cards</source>
        <translation>základní hra neurčuje výnosy pro první hru: zvol random nebo čtyři karty</translation>
    </message>
    <message>
        <source>choose exactly four scoring cards, one per edict A–D</source>
        <translation>zvol přesně čtyři bodovací karty, jednu na každý výnos A–D</translation>
    </message>
    <message>
        <source>edict {letter}: there is no scoring card {card}</source>
        <translation>výnos {letter}: bodovací karta {card} neexistuje</translation>
    </message>
    <message>
        <source>the four edicts need one scoring card of each card back</source>
        <translation>čtyři výnosy potřebují po jedné bodovací kartě s každým rubem</translation>
    </message>
    <message>
        <source>these rules and options do not make a game</source>
        <translation>s těmito pravidly a volbami hru připravit nelze</translation>
    </message>
</context>
<context>
    <name>Share</name>
    <message>
        <source>Solo rating {rating} — {title}</source>
        <translation>Hodnocení hry o samotě {rating} — {title}</translation>
    </message>
    <message>
        <source>{rank}. {name} {total}</source>
        <translation>{rank}. {name} {total}</translation>
    </message>
    <message>
        <source>Paste a result code.</source>
        <translation>Vlož kód výsledku.</translation>
    </message>
    <message>
        <source>“{character}” is never used in result codes (they have no 0, O, 1 or I).</source>
        <translation>„{character}“ se v kódech výsledku nepoužívá (nemají 0, O, 1 ani I).</translation>
    </message>
    <message>
        <source>This code has a typo: its check character does not match.</source>
        <translation>V kódu je překlep: kontrolní znak nesouhlasí.</translation>
    </message>
    <message>
        <source>This code is cut off: part of it is missing.</source>
        <translation>Kód je useknutý: jeho část chybí.</translation>
    </message>
    <message>
        <source>This code is longer than it says: something was added.</source>
        <translation>Kód je delší, než sám uvádí: něco k němu přibylo.</translation>
    </message>
    <message>
        <source>This code was made by a newer version of Kartografové: update the app.</source>
        <translation>Kód vytvořila novější verze Kartografů: aktualizuj aplikaci.</translation>
    </message>
    <message>
        <source>This code is not a legal game ({detail}).</source>
        <translation>Tento kód není platná hra ({detail}).</translation>
    </message>
    <message>
        <source>Share result</source>
        <translation>Sdílet výsledek</translation>
    </message>
    <message>
        <source>Kartografové: {result}; {hints}. Verify it: {code}</source>
        <translation>Kartografové: {result}; {hints}. Ověř si to: {code}</translation>
    </message>
    <message>
        <source>A legal game, replayed to its end: {result}; {hints}.</source>
        <translation>Platná hra, přehraná až do konce: {result}; {hints}.</translation>
    </message>
    <message>
        <source>The code carries the setup and every move. Anyone can paste it into Kartografové (Verify a result code) or run “cartografove verify CODE” to replay the game and check the score.</source>
        <translation>Kód nese přípravu hry i každý tah. Kdokoli ho může vložit do Kartografů (Ověřit kód výsledku) nebo spustit „cartografove verify KÓD“, přehrát si hru a ověřit skóre.</translation>
    </message>
    <message>
        <source>This game cannot be shared: it has no result code.</source>
        <translation>Tuto hru nelze sdílet: nemá kód výsledku.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopírovat</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Zkopírováno</translation>
    </message>
    <message>
        <source>Verify a result code</source>
        <translation>Ověřit kód výsledku</translation>
    </message>
    <message>
        <source>Paste a result code (or the whole message with it). The game is replayed move by move by the rules engine: a code proves its score.</source>
        <translation>Vlož kód výsledku (nebo celou zprávu, ve které je). Pravidla hru přehrají tah po tahu: kód dokazuje své skóre.</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>Ověřit</translation>
    </message>
    <message>
        <source>Watch the game</source>
        <translation>Přehrát hru</translation>
    </message>
    <message>
        <source>A verified game: {result}</source>
        <translation>Ověřená hra: {result}</translation>
    </message>
</context>
<context>
    <name>SheetPainter</name>
    <message>
        <source>Cartographer</source>
        <translation>Kartograf</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titul</translation>
    </message>
    <message>
        <source>Attack mark</source>
        <translation>Značka útoku</translation>
    </message>
    <message>
        <source>Destroyed space</source>
        <translation>Zničené pole</translation>
    </message>
    <message>
        <source>Rating {rating} = total {total} − solo values {values} ({each})</source>
        <translation>Hodnocení {rating} = součet {total} − hodnoty pro jednoho hráče {values} ({each})</translation>
    </message>
    <message>
        <source>Shared victory: place 1 of {players}</source>
        <translation>Společné vítězství: 1. místo z {players}</translation>
    </message>
    <message>
        <source>Winner: place 1 of {players}</source>
        <translation>Vítěz: 1. místo z {players}</translation>
    </message>
    <message>
        <source>Shared place {rank} of {players}</source>
        <translation>Společné {rank}. místo z {players}</translation>
    </message>
    <message>
        <source>Place {rank} of {players}</source>
        <translation>{rank}. místo z {players}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Celkem</translation>
    </message>
    <message>
        <source>Ruins</source>
        <translation>Zříceniny</translation>
    </message>
    <message>
        <source>Wasteland</source>
        <translation>Pustina</translation>
    </message>
</context>
<context>
    <name>SheetSection</name>
    <message>
        <source>Map sheet</source>
        <translation>Mapový list</translation>
    </message>
    <message>
        <source>Everyone draws on the same side of the sheet.</source>
        <translation>Všichni kreslí na stejnou stranu listu.</translation>
    </message>
</context>
<context>
    <name>Sheets</name>
    <message>
        <source>C — wilderness</source>
        <translation>C — divočina</translation>
    </message>
    <message>
        <source>D — wastelands</source>
        <translation>D — pustina</translation>
    </message>
    <message>
        <source>A — wilderness (base game)</source>
        <translation>A — divočina (základní hra)</translation>
    </message>
    <message>
        <source>B — wastelands (base game)</source>
        <translation>B — pustina (základní hra)</translation>
    </message>
</context>
<context>
    <name>Standings</name>
    <message>
        <source>Place</source>
        <translation>Místo</translation>
    </message>
    <message>
        <source>Cartographer</source>
        <translation>Kartograf</translation>
    </message>
    <message>
        <source>Edicts</source>
        <translation>Výnosy</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Mince</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Nestvůry</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Celkem</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Průběžné pořadí</translation>
    </message>
    <message>
        <source>No season has been scored yet.</source>
        <translation>Zatím nebylo hodnoceno žádné období.</translation>
    </message>
    <message numerus="yes">
        <source>{name} leads with %n star(s).</source>
        <translation>
            <numerusform>{name} vede s %n hvězdou.</numerusform>
            <numerusform>{name} vede s %n hvězdami.</numerusform>
            <numerusform>{name} vede s %n hvězdami.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sharing the lead with %n star(s): {names}.</source>
        <translation>
            <numerusform>O vedení se dělí s %n hvězdou: {names}.</numerusform>
            <numerusform>O vedení se dělí s %n hvězdami: {names}.</numerusform>
            <numerusform>O vedení se dělí s %n hvězdami: {names}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n explore card(s)</source>
        <translation>
            <numerusform>%n karta průzkumu</numerusform>
            <numerusform>%n karty průzkumu</numerusform>
            <numerusform>%n karet průzkumu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n ruins)</source>
        <translation>
            <numerusform>(z toho %n karta zřícenin)</numerusform>
            <numerusform>(z toho %n karty zřícenin)</numerusform>
            <numerusform>(z toho %n karet zřícenin)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ambush(es)</source>
        <translation>
            <numerusform>%n karta přepadení</numerusform>
            <numerusform>%n karty přepadení</numerusform>
            <numerusform>%n karet přepadení</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hero(es)</source>
        <translation>
            <numerusform>%n karta hrdiny</numerusform>
            <numerusform>%n karty hrdinů</numerusform>
            <numerusform>%n karet hrdinů</numerusform>
        </translation>
    </message>
    <message>
        <source>If {season} were scored now</source>
        <translation>Kdyby se hodnotilo teď: {season}</translation>
    </message>
    <message>
        <source>In brackets: what {season} would bring if it were scored now; it is not in the totals yet.</source>
        <translation>V závorce: co by přineslo hodnocení teď ({season}); do součtů se zatím nepočítá.</translation>
    </message>
    <message>
        <source>Still in this season&apos;s deck: {cards}.</source>
        <translation>V balíčku tohoto období ještě zbývá: {cards}.</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Network game damaged</source>
        <translation>Síťová hra je poškozená</translation>
    </message>
    <message>
        <source>Autosave damaged</source>
        <translation>Automatické uložení je poškozené</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Nedohraná hra</translation>
    </message>
    <message>
        <source>Your network game is in progress. Continue it?</source>
        <translation>Máš rozehranou síťovou hru. Pokračovat v ní?</translation>
    </message>
    <message>
        <source>You have an unfinished game. Continue it?</source>
        <translation>Máš nedohranou hru. Pokračovat v ní?</translation>
    </message>
    <message>
        <source>The record of a network game in progress could not be read. {reason} It was kept as {file}.</source>
        <translation>Záznam rozehrané síťové hry se nepodařilo přečíst. {reason} Byl uschován jako {file}.</translation>
    </message>
    <message>
        <source>An autosaved game could not be opened. {reason} It was kept as {file}.</source>
        <translation>Automaticky uloženou hru nelze otevřít. {reason} Byla uschována jako {file}.</translation>
    </message>
    <message>
        <source>An autosaved game could not be opened. {reason} It was left as {file}.</source>
        <translation>Automaticky uloženou hru nelze otevřít. {reason} Zůstala na místě jako {file}.</translation>
    </message>
    <message>
        <source>Settings reset</source>
        <translation>Nastavení obnoveno</translation>
    </message>
    <message>
        <source>Games cannot be saved</source>
        <translation>Hry nelze ukládat</translation>
    </message>
    <message>
        <source>Kartografové is already running</source>
        <translation>Kartografové už běží</translation>
    </message>
    <message>
        <source>Kartografové is already running with your data folder, but its window did not answer. Close it (or wait until it answers) and start again: two windows on the same games would overwrite each other&apos;s moves.</source>
        <translation>Kartografové už běží s tvou datovou složkou, ale jeho okno neodpovídá. Zavři ho (nebo počkej, až odpoví) a spusť hru znovu: dvě okna nad stejnými hrami by si navzájem přepisovala tahy.</translation>
    </message>
    <message>
        <source>Kartografové cannot start</source>
        <translation>Kartografové nelze spustit</translation>
    </message>
    <message>
        <source>{file} in your data folder should be Kartografové&apos;s lock file, but it is something else and cannot be moved aside. Remove it and start again.</source>
        <translation>{file} ve tvé datové složce má být zámkový soubor aplikace Kartografové, ale je to něco jiného a nelze to odložit stranou. Odstraň to a spusť hru znovu.</translation>
    </message>
    <message>
        <source>Lock file replaced</source>
        <translation>Zámkový soubor nahrazen</translation>
    </message>
    <message>
        <source>Something that was not Kartografové&apos;s lock file was in its place in your data folder. It was kept as {file} and a new lock file was made.</source>
        <translation>Na místě zámkového souboru aplikace Kartografové ve tvé datové složce bylo něco jiného. Bylo to uschováno jako {file} a byl vytvořen nový zámkový soubor.</translation>
    </message>
    <message>
        <source>Kartografové is already running with this data folder; its window was brought to the front</source>
        <translation>Kartografové už běží s touto datovou složkou; jeho okno bylo přeneseno do popředí</translation>
    </message>
</context>
<context>
    <name>StripWords</name>
    <message numerus="yes">
        <source>%n star(s)</source>
        <translation>
            <numerusform>%n bod pověsti</numerusform>
            <numerusform>%n body pověsti</numerusform>
            <numerusform>%n bodů pověsti</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableStrip</name>
    <message>
        <source>drawing…</source>
        <translation>kreslí…</translation>
    </message>
</context>
<context>
    <name>Terrains</name>
    <message>
        <source>Forest</source>
        <translation>Lesy</translation>
    </message>
    <message>
        <source>Village</source>
        <translation>Vesnice</translation>
    </message>
    <message>
        <source>Farm</source>
        <translation>Farmy</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Voda</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>Nestvůry</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Hrdinové</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Hory</translation>
    </message>
</context>
<context>
    <name>Titles</name>
    <message>
        <source>Legendary Cartographer</source>
        <translation>Věhlasný kartograf</translation>
    </message>
    <message>
        <source>Master Mapsmith</source>
        <translation>Zkušený kreslíř map</translation>
    </message>
    <message>
        <source>Journeyman Topographer</source>
        <translation>Vyučený geodet</translation>
    </message>
    <message>
        <source>Apprentice Surveyor</source>
        <translation>Začínající topograf</translation>
    </message>
    <message>
        <source>Amateur Assessor</source>
        <translation>Snaživý dělník</translation>
    </message>
    <message>
        <source>Inept Assistant</source>
        <translation>Nešikovný pomocník</translation>
    </message>
    <message>
        <source>Dimwitted Doodler</source>
        <translation>Neschopný patlal</translation>
    </message>
    <message>
        <source>Oblivious Inkdrinker</source>
        <translation>Nosič inkoustu</translation>
    </message>
</context>
<context>
    <name>Unfinished</name>
    <message>
        <source>Network game hosted here</source>
        <translation>Síťová hra, kterou tady hostuješ</translation>
    </message>
    <message>
        <source>Network game joined</source>
        <translation>Síťová hra (připojení k jinému hostiteli)</translation>
    </message>
    <message>
        <source>sheet {side}</source>
        <translation>list {side}</translation>
    </message>
    <message>
        <source>Journey, chapter {number}: {title}</source>
        <translation>Cesta, kapitola {number}: {title}</translation>
    </message>
    <message>
        <source>Challenge of the week {week}</source>
        <translation>Výzva týdne {week}</translation>
    </message>
    <message>
        <source>Campaign, chapter {number}</source>
        <translation>Tažení, kapitola {number}</translation>
    </message>
</context>
<context>
    <name>Waiting</name>
    <message>
        <source>waiting for the host to open the game</source>
        <translation>čeká se, až hostitel otevře hru</translation>
    </message>
    <message>
        <source>waiting for a seat</source>
        <translation>čeká se na místo u stolu</translation>
    </message>
    <message>
        <source>waiting for the players to sit down ({seated} of {players}: {names})</source>
        <translation>čeká se, až se posadí všichni hráči ({seated} z {players}: {names})</translation>
    </message>
    <message>
        <source>waiting for the host to deal</source>
        <translation>čeká se, až hostitel rozdá karty</translation>
    </message>
    <message>
        <source>waiting for the host to reveal the next card</source>
        <translation>čeká se na další kartu</translation>
    </message>
    <message>
        <source>waiting for {name} to draw</source>
        <translation>čeká se, až zakreslí: {name}</translation>
    </message>
    <message>
        <source>waiting for the host to close the game</source>
        <translation>čeká se, až hostitel hru uzavře</translation>
    </message>
    <message>
        <source>waiting for {names} to cut the deck</source>
        <translation>čeká se, až {names} sejmou karty</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <source>Open a saved game…</source>
        <translation>Otevřít uloženou hru…</translation>
    </message>
    <message>
        <source>Play solo</source>
        <translation>Hrát sólo</translation>
    </message>
    <message>
        <source>Right-click to forget a game that will not go on.</source>
        <translation>Pravým tlačítkem můžeš odebrat hru, která už nebude pokračovat.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Pokračovat</translation>
    </message>
    <message>
        <source>Forget this network game…</source>
        <translation>Odebrat tuto síťovou hru ze seznamu…</translation>
    </message>
    <message>
        <source>Continue an unfinished game</source>
        <translation>Pokračovat v rozehrané hře</translation>
    </message>
    <message>
        <source>Pass and play</source>
        <translation>Hra u jednoho počítače</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Jak hrát</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Dohrané hry</translation>
    </message>
    <message>
        <source>Host a game on the network…</source>
        <translation>Založit hru v síti…</translation>
    </message>
    <message>
        <source>Join a game on the network…</source>
        <translation>Připojit se ke hře v síti…</translation>
    </message>
    <message>
        <source>Kartografové</source>
        <translation>Kartografové</translation>
    </message>
    <message>
        <source>Cartographers Heroes — solo, pass-and-play, against the computer and over the network</source>
        <translation>Kartografové: Hrdinové — sólo, u jednoho počítače, proti počítači i po síti</translation>
    </message>
    <message>
        <source>Journey and campaigns</source>
        <translation>Cesta a tažení</translation>
    </message>
    <message>
        <source>The journey: a star in every chapter ({stars} {earned})</source>
        <translation>Cesta: hvězda v každé kapitole ({stars} {earned})</translation>
    </message>
    <message>
        <source>The journey, chapter {number}: {title}</source>
        <translation>Cesta, kapitola {number}: {title}</translation>
    </message>
    <message>
        <source>Challenge of the week {week}: not played yet</source>
        <translation>Výzva týdne {week}: ještě nehráno</translation>
    </message>
    <message>
        <source>Challenge of the week {week}: your best {rating}</source>
        <translation>Výzva týdne {week}: tvůj nejlepší výsledek {rating}</translation>
    </message>
    <message>
        <source>Last achievement: {name} ({date})</source>
        <translation>Poslední úspěch: {name} ({date})</translation>
    </message>
</context>
<context>
    <name>Zoom</name>
    <message>
        <source>Fit</source>
        <translation>Celá mapa</translation>
    </message>
    <message>
        <source>Zoom in (Ctrl++, Ctrl+wheel)</source>
        <translation>Přiblížit (Ctrl++, Ctrl+kolečko)</translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+-)</source>
        <translation>Oddálit (Ctrl+-)</translation>
    </message>
    <message>
        <source>The whole sheet (Ctrl+0). Drag with the middle button to pan.</source>
        <translation>Celý list (Ctrl+0). Tažením prostředním tlačítkem mapu posuneš.</translation>
    </message>
</context>
<context>
    <name>argparse</name>
    <message>
        <source>usage: </source>
        <translation>použití: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>poziční argumenty</translation>
    </message>
    <message>
        <source>options</source>
        <translation>volby</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>zobrazí tuto nápovědu a skončí</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argument %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>neznámé argumenty: %s</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>nejednoznačná volba: %(option)s může být %(matches)s</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>neplatná volba: %(value)r (vyber z %(choices)s)</translation>
    </message>
    <message>
        <source>can&apos;t open &apos;%(filename)s&apos;: %(error)s</source>
        <translation>nelze otevřít &apos;%(filename)s&apos;: %(error)s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>očekává se jeden argument</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>očekává se nejvýše jeden argument</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>očekává se alespoň jeden argument</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>neplatná hodnota typu %(type)s: %(value)r</translation>
    </message>
    <message>
        <source>unknown parser %(parser_name)r (choices: %(choices)s)</source>
        <translation>neznámý příkaz %(parser_name)r (možnosti: %(choices)s)</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>chybí povinné argumenty: %s</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>je třeba jeden z argumentů %s</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>nelze použít spolu s argumentem %s</translation>
    </message>
    <message>
        <source>unexpected option string: %s</source>
        <translation>nečekaná volba: %s</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>přebytečná hodnota argumentu %r</translation>
    </message>
</context>
</TS>
