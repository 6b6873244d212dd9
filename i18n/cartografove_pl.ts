<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>About</name>
    <message>
        <source>An unofficial fan implementation of the board game Cartographers Heroes and Cartographers, for playing alone or passing one computer around.</source>
        <translation>Nieoficjalna fanowska wersja gier planszowych Kartografowie: Herosi i Kartografowie do gry w pojedynkę lub przy jednym komputerze przekazywanym między graczami.</translation>
    </message>
    <message>
        <source>Cartographers and Cartographers Heroes were designed by Jordy Adan (Heroes with John Brieger) and are published by Thunderworks Games. This program is not affiliated with or endorsed by them; please buy the game.</source>
        <translation>Gry Kartografowie i Kartografowie: Herosi zaprojektował Jordy Adan (Herosów wspólnie z Johnem Briegerem), a wydaje je Thunderworks Games. Ten program nie jest z nimi związany ani przez nich zatwierdzony; kupcie grę.</translation>
    </message>
    <message>
        <source>Shipped with</source>
        <translation>W zestawie</translation>
    </message>
    <message>
        <source>DejaVu fonts — Bitstream Vera licence (free to use and redistribute), changes in the public domain.</source>
        <translation>Czcionki DejaVu — licencja Bitstream Vera (swobodne użycie i rozpowszechnianie), zmiany w domenie publicznej.</translation>
    </message>
    <message>
        <source>Qt {qt} and PySide6 — LGPL version 3.</source>
        <translation>Qt {qt} i PySide6 — LGPL w wersji 3.</translation>
    </message>
    <message>
        <source>pydantic and platformdirs — MIT licence.</source>
        <translation>pydantic i platformdirs — licencja MIT.</translation>
    </message>
    <message>
        <source>Python {python} — PSF licence.</source>
        <translation>Python {python} — licencja PSF.</translation>
    </message>
    <message>
        <source>About Kartografové</source>
        <translation>O programie Kartografowie</translation>
    </message>
</context>
<context>
    <name>Achievements</name>
    <message>
        <source>First map</source>
        <translation>Pierwsza mapa</translation>
    </message>
    <message>
        <source>Finish a game.</source>
        <translation>Ukończ grę.</translation>
    </message>
    <message>
        <source>Seasoned surveyor</source>
        <translation>Doświadczony mierniczy</translation>
    </message>
    <message>
        <source>Finish 10 games.</source>
        <translation>Ukończ 10 gier.</translation>
    </message>
    <message>
        <source>A life on the road</source>
        <translation>Życie w drodze</translation>
    </message>
    <message>
        <source>Finish 50 games.</source>
        <translation>Ukończ 50 gier.</translation>
    </message>
    <message>
        <source>Lone wanderer</source>
        <translation>Samotny wędrowiec</translation>
    </message>
    <message>
        <source>Finish 20 solo games.</source>
        <translation>Ukończ 20 gier solo.</translation>
    </message>
    <message>
        <source>Apprentice no more</source>
        <translation>Już nie nowicjusz</translation>
    </message>
    <message>
        <source>Reach a solo rating of 0 or more.</source>
        <translation>Osiągnij ocenę gry solo 0 lub więcej.</translation>
    </message>
    <message>
        <source>On the journeyman&apos;s road</source>
        <translation>Na szlaku czeladnika</translation>
    </message>
    <message>
        <source>Reach a solo rating of 10 or more.</source>
        <translation>Osiągnij ocenę gry solo 10 lub więcej.</translation>
    </message>
    <message>
        <source>Master of maps</source>
        <translation>Mistrz map</translation>
    </message>
    <message>
        <source>Reach a solo rating of 20 or more.</source>
        <translation>Osiągnij ocenę gry solo 20 lub więcej.</translation>
    </message>
    <message>
        <source>A legend is drawn</source>
        <translation>Rodzi się legenda</translation>
    </message>
    <message>
        <source>Earn the title Legendary Cartographer (rating 30).</source>
        <translation>Zdobądź tytuł Legendarnego Kartografa (ocena 30).</translation>
    </message>
    <message>
        <source>Legend of every land</source>
        <translation>Legenda wszystkich krain</translation>
    </message>
    <message>
        <source>Earn Legendary Cartographer on each side of the sheet: A, B, C and D.</source>
        <translation>Zdobądź tytuł Legendarnego Kartografa na każdej stronie arkusza: A, B, C i D.</translation>
    </message>
    <message>
        <source>Tollkeeper</source>
        <translation>Poborca myta</translation>
    </message>
    <message>
        <source>Surround every mountain of your map.</source>
        <translation>Otocz wszystkie Góry na swojej mapie.</translation>
    </message>
    <message>
        <source>Safe borders</source>
        <translation>Bezpieczne granice</translation>
    </message>
    <message>
        <source>Lose no star to monsters in a game.</source>
        <translation>Nie strać w grze ani jednej Gwiazdki przez Potwory.</translation>
    </message>
    <message>
        <source>Unshaken</source>
        <translation>Niewzruszony</translation>
    </message>
    <message>
        <source>Lose no star to monsters in a game with all four ambushes.</source>
        <translation>Nie strać ani jednej Gwiazdki przez Potwory w grze ze wszystkimi czterema Zasadzkami.</translation>
    </message>
    <message>
        <source>Not a space to spare</source>
        <translation>Ani jednego wolnego obszaru</translation>
    </message>
    <message>
        <source>Fill every space of your map.</source>
        <translation>Wypełnij wszystkie obszary swojej mapy.</translation>
    </message>
    <message>
        <source>Royal treasury</source>
        <translation>Królewski skarbiec</translation>
    </message>
    <message>
        <source>End a game with 10 coins or more.</source>
        <translation>Zakończ grę z 10 lub więcej monetami.</translation>
    </message>
    <message>
        <source>Obedient servant</source>
        <translation>Posłuszny sługa</translation>
    </message>
    <message>
        <source>Score every edict every time it is scored.</source>
        <translation>Zdobądź punkty za każdy edykt za każdym razem, gdy jest punktowany.</translation>
    </message>
    <message>
        <source>A season to remember</source>
        <translation>Pamiętna Pora Roku</translation>
    </message>
    <message>
        <source>Score 40 stars or more in one season.</source>
        <translation>Zdobądź 40 lub więcej Gwiazdek w jednej Porze Roku.</translation>
    </message>
    <message>
        <source>Guild member</source>
        <translation>Członek cechu</translation>
    </message>
    <message>
        <source>Win a game against a medium computer.</source>
        <translation>Wygraj grę z komputerem na średnim poziomie.</translation>
    </message>
    <message>
        <source>Master of the table</source>
        <translation>Mistrz stołu</translation>
    </message>
    <message>
        <source>Win at a table of four or more with a hard computer.</source>
        <translation>Wygraj przy stole czterech lub więcej graczy z komputerem na trudnym poziomie.</translation>
    </message>
    <message>
        <source>Around one table</source>
        <translation>Przy jednym stole</translation>
    </message>
    <message>
        <source>Finish a game with two or more people.</source>
        <translation>Ukończ grę z dwiema lub więcej osobami.</translation>
    </message>
    <message>
        <source>Both realms</source>
        <translation>Oba królestwa</translation>
    </message>
    <message>
        <source>Play Heroes, the base game and both games combined.</source>
        <translation>Zagraj w Herosów, grę podstawową i obie gry połączone.</translation>
    </message>
    <message>
        <source>Four lands</source>
        <translation>Cztery krainy</translation>
    </message>
    <message>
        <source>Play on each side of the sheet: A, B, C and D.</source>
        <translation>Zagraj na każdej stronie arkusza: A, B, C i D.</translation>
    </message>
    <message>
        <source>The journey begins</source>
        <translation>Podróż się zaczyna</translation>
    </message>
    <message>
        <source>Earn a star in the journey.</source>
        <translation>Zdobądź gwiazdę w podróży.</translation>
    </message>
    <message>
        <source>Journey&apos;s end</source>
        <translation>Koniec podróży</translation>
    </message>
    <message>
        <source>Earn a star in every chapter of the journey.</source>
        <translation>Zdobądź gwiazdę w każdym rozdziale podróży.</translation>
    </message>
    <message>
        <source>The Queen&apos;s favourite</source>
        <translation>Ulubieniec królowej</translation>
    </message>
    <message>
        <source>Earn three stars in every chapter of the journey.</source>
        <translation>Zdobądź trzy gwiazdy w każdym rozdziale podróży.</translation>
    </message>
    <message>
        <source>Challenger</source>
        <translation>Pretendent</translation>
    </message>
    <message>
        <source>Play the challenge of the week.</source>
        <translation>Zagraj w wyzwanie tygodnia.</translation>
    </message>
    <message>
        <source>A month of challenges</source>
        <translation>Miesiąc wyzwań</translation>
    </message>
    <message>
        <source>Play the challenge of four different weeks.</source>
        <translation>Zagraj w wyzwania czterech różnych tygodni.</translation>
    </message>
</context>
<context>
    <name>AchievementsDialog</name>
    <message>
        <source>Achievements</source>
        <translation>Osiągnięcia</translation>
    </message>
    <message numerus="yes">
        <source>%n of {total} achievements earned</source>
        <translation>
            <numerusform>Zdobyto %n z {total} osiągnięć</numerusform>
            <numerusform>Zdobyto %n z {total} osiągnięć</numerusform>
            <numerusform>Zdobyto %n z {total} osiągnięć</numerusform>
        </translation>
    </message>
    <message>
        <source>Achievement</source>
        <translation>Osiągnięcie</translation>
    </message>
    <message>
        <source>Earned</source>
        <translation>Zdobyte</translation>
    </message>
    <message>
        <source>Watch the game</source>
        <translation>Obejrzyj grę</translation>
    </message>
    <message>
        <source>(Needs a game played without hints.)</source>
        <translation>(Wymaga gry rozegranej bez podpowiedzi.)</translation>
    </message>
</context>
<context>
    <name>Arguments</name>
    <message>
        <source>see {command} --help</source>
        <translation>zob. {command} --help</translation>
    </message>
    <message>
        <source>not a number of players: {text}</source>
        <translation>to nie jest liczba graczy: {text}</translation>
    </message>
    <message>
        <source>a game has 1 to {most} players, not {count}</source>
        <translation>w grze bierze udział od 1 do {most} graczy, nie {count}</translation>
    </message>
    <message>
        <source>not a seed (a whole number): {text}</source>
        <translation>to nie jest numer gry (liczba całkowita): {text}</translation>
    </message>
    <message>
        <source>a seed is from 0 to {most}, not {seed}</source>
        <translation>numer gry wynosi od 0 do {most}, nie {seed}</translation>
    </message>
    <message>
        <source>a sheet side is one letter such as C or D, not {text}</source>
        <translation>strona arkusza mapy to jedna litera, np. C lub D, nie {text}</translation>
    </message>
    <message>
        <source>the file name is empty</source>
        <translation>nazwa pliku jest pusta</translation>
    </message>
    <message>
        <source>the file name holds a NUL character</source>
        <translation>nazwa pliku zawiera znak NUL</translation>
    </message>
    <message>
        <source>not a number of copies: {text}</source>
        <translation>to nie jest liczba kopii: {text}</translation>
    </message>
    <message>
        <source>a network game has 1 to {most} seats, not {count}</source>
        <translation>gra sieciowa ma od 1 do {most} miejsc, nie {count}</translation>
    </message>
    <message>
        <source>not a server address: {text} (write nats://TOKEN@server:4222, or tls://… for an encrypted connection)</source>
        <translation>to nie jest adres serwera: {text} (wpisz nats://TOKEN@server:4222 albo tls://… dla połączenia szyfrowanego)</translation>
    </message>
    <message>
        <source>edicts are random, first_game or four card ids separated by commas, not {text}</source>
        <translation>edykty to random, first_game albo cztery identyfikatory kart oddzielone przecinkami, nie {text}</translation>
    </message>
    <message>
        <source>not a port number: {text}</source>
        <translation>to nie jest numer portu: {text}</translation>
    </message>
    <message>
        <source>a port is from 1 to 65535, not {port}</source>
        <translation>port wynosi od 1 do 65535, nie {port}</translation>
    </message>
    <message>
        <source>CODE</source>
        <translation>KOD</translation>
    </message>
    <message>
        <source>COMMAND</source>
        <translation>POLECENIE</translation>
    </message>
    <message>
        <source>SAVEFILE</source>
        <translation>ZAPIS_GRY</translation>
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
        <translation>Arkusz mapy {side}, numer gry {seed}</translation>
    </message>
    <message>
        <source>Edicts: {edicts}</source>
        <translation>Edykty: {edicts}</translation>
    </message>
    <message>
        <source>{total} stars (seasons {seasons}; lost to monsters {monsters})</source>
        <translation>Gwiazdki Reputacji: {total} (Pory Roku {seasons}; utracone przez Potwory {monsters})</translation>
    </message>
    <message>
        <source>Solo rating {rating} (total {total} − solo values {values}): {title}</source>
        <translation>Ocena gry solo {rating} (razem {total} − wartości solo {values}): {title}</translation>
    </message>
    <message>
        <source>--bot takes one level or one per player ({levels}), not {given}</source>
        <translation>--bot przyjmuje jeden poziom albo po jednym na gracza ({levels}), nie {given}</translation>
    </message>
    <message>
        <source>cannot write {file}: {reason}</source>
        <translation>nie można zapisać {file}: {reason}</translation>
    </message>
    <message>
        <source>--names takes {players} names, not {given}</source>
        <translation>--names wymaga {players} imion, a nie {given}</translation>
    </message>
    <message>
        <source>the fonts {fonts} are missing; reinstall the app</source>
        <translation>brakuje czcionek {fonts}; zainstaluj aplikację ponownie</translation>
    </message>
</context>
<context>
    <name>Breakdown</name>
    <message>
        <source>Coins</source>
        <translation>Monety</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Potwory</translation>
    </message>
    <message>
        <source>{season} in all</source>
        <translation>{season} łącznie</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Pora roku</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <source>Behind the winner</source>
        <translation>Strata do zwycięzcy</translation>
    </message>
    <message>
        <source>Season by season</source>
        <translation>Według pór roku</translation>
    </message>
    <message>
        <source>Where the stars came from</source>
        <translation>Skąd wzięły się Gwiazdki Reputacji</translation>
    </message>
</context>
<context>
    <name>CampaignPage</name>
    <message>
        <source>Code to share:</source>
        <translation>Kod do udostępnienia:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopiuj</translation>
    </message>
    <message>
        <source>Whoever types this code plays the very same chapters.</source>
        <translation>Kto wpisze ten kod, zagra dokładnie te same rozdziały.</translation>
    </message>
    <message>
        <source>Campaign score</source>
        <translation>Wynik kampanii</translation>
    </message>
    <message>
        <source>Best title</source>
        <translation>Najlepszy tytuł</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Postęp</translation>
    </message>
    <message>
        <source>The campaign score adds up the stars of your best game in each chapter. Play a finished chapter again to improve it — only your best counts.</source>
        <translation>Wynik kampanii sumuje Gwiazdki z twojej najlepszej gry w każdym rozdziale. Zagraj ukończony rozdział ponownie, by poprawić wynik — liczy się tylko najlepszy.</translation>
    </message>
    <message>
        <source>Abandon campaign…</source>
        <translation>Porzuć kampanię…</translation>
    </message>
    <message>
        <source>{player}’s campaign</source>
        <translation>Kampania: {player}</translation>
    </message>
    <message>
        <source>Started {date}</source>
        <translation>Rozpoczęta {date}</translation>
    </message>
    <message>
        <source>Chapters: {count}</source>
        <translation>Rozdziały: {count}</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>porzucona</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Ukończona</translation>
    </message>
    <message>
        <source>Resume chapter {number}</source>
        <translation>Wznów rozdział {number}</translation>
    </message>
    <message>
        <source>Play chapter {number}</source>
        <translation>Zagraj rozdział {number}</translation>
    </message>
    <message>
        <source>Chapter {number} of {count}</source>
        <translation>Rozdział {number} z {count}</translation>
    </message>
</context>
<context>
    <name>CampaignScreen</name>
    <message>
        <source>← Back</source>
        <translation>← Wstecz</translation>
    </message>
    <message>
        <source>New campaign…</source>
        <translation>Nowa kampania…</translation>
    </message>
    <message>
        <source>Needs a newer Kartografové</source>
        <translation>Wymaga nowszej wersji Kartografów</translation>
    </message>
    <message>
        <source>Started {date}</source>
        <translation>Rozpoczęta {date}</translation>
    </message>
    <message>
        <source>Abandoned · {score} ★</source>
        <translation>Porzucona · {score} ★</translation>
    </message>
    <message>
        <source>Complete · {score} ★</source>
        <translation>Ukończona · {score} ★</translation>
    </message>
    <message>
        <source>The campaign could not be saved: {reason}</source>
        <translation>Nie udało się zapisać kampanii: {reason}</translation>
    </message>
    <message>
        <source>The finished game could not be added to the campaign; its save file is safe.</source>
        <translation>Nie udało się dodać ukończonej gry do kampanii; jej plik zapisu jest bezpieczny.</translation>
    </message>
    <message>
        <source>Abandon this campaign? Its results stay in the list, but it cannot be played any more.</source>
        <translation>Porzucić tę kampanię? Jej wyniki zostaną na liście, ale nie będzie można już w nią grać.</translation>
    </message>
    <message>
        <source>Abandon campaign</source>
        <translation>Porzuć kampanię</translation>
    </message>
    <message>
        <source>Copied!</source>
        <translation>Skopiowano!</translation>
    </message>
    <message>
        <source>Chapter {number} — your best game</source>
        <translation>Rozdział {number} — twoja najlepsza gra</translation>
    </message>
    <message>
        <source>The chapter cannot start: its game in progress must be kept first, and it could not be moved ({reason}).</source>
        <translation>Nie można rozpocząć rozdziału: jego rozpoczętą grę trzeba najpierw zachować, a nie udało się jej przenieść ({reason}).</translation>
    </message>
    <message>
        <source>Your game was kept</source>
        <translation>Twoja gra została zachowana</translation>
    </message>
    <message>
        <source>The game in progress found for this chapter does not match the chapter any more (it was started by another version). It was kept among your unfinished games, where you can continue it; the chapter starts anew.</source>
        <translation>Rozpoczęta gra znaleziona w tym rozdziale już do niego nie pasuje (zaczęła ją inna wersja). Zachowano ją wśród niedokończonych gier, gdzie możesz ją kontynuować; rozdział zaczyna się od nowa.</translation>
    </message>
    <message>
        <source>Custom campaigns from a code</source>
        <translation>Własne kampanie z kodu</translation>
    </message>
</context>
<context>
    <name>CardPanel</name>
    <message numerus="yes">
        <source>Explore card · time %n</source>
        <translation>
            <numerusform>Karta Odkryć · czas %n</numerusform>
            <numerusform>Karta Odkryć · czas %n</numerusform>
            <numerusform>Karta Odkryć · czas %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Ambush · right after it is drawn, the Gorgon destroys one space next to it.</source>
        <translation>Zasadzka · zaraz po narysowaniu gorgona niszczy jeden sąsiedni obszar.</translation>
    </message>
    <message>
        <source>Ambush · after each season&apos;s scoring, zombies spread to every empty space next to them.</source>
        <translation>Zasadzka · po punktacji każdej Pory Roku zombie rozprzestrzeniają się na wszystkie sąsiednie puste obszary.</translation>
    </message>
    <message>
        <source>Ambush · after each season&apos;s scoring, the Troll destroys one empty space next to it.</source>
        <translation>Zasadzka · po punktacji każdej Pory Roku troll niszczy jeden sąsiedni pusty obszar.</translation>
    </message>
    <message>
        <source>Ambush · when every dragon space is destroyed or closed in, its map gains 3 coins.</source>
        <translation>Zasadzka · gdy każdy obszar smoka zostanie zniszczony lub otoczony, właściciel mapy zdobywa 3 monety.</translation>
    </message>
    <message>
        <source>Ambush</source>
        <translation>Zasadzka</translation>
    </message>
    <message>
        <source>Hero · the attack marks destroy monsters there, now and for the rest of the game.</source>
        <translation>Heros · Potwory na jego ścieżce ataku zostają zniszczone, teraz i do końca gry.</translation>
    </message>
    <message>
        <source>{terrain} (the T key picks the next terrain)</source>
        <translation>{terrain} (klawisz T wybiera następny teren)</translation>
    </message>
    <message>
        <source>Shape {number} (key {number}) — earns a coin</source>
        <translation>Kształt {number} (klawisz {number}) — daje monetę</translation>
    </message>
    <message>
        <source>Shape {number} (key {number})</source>
        <translation>Kształt {number} (klawisz {number})</translation>
    </message>
</context>
<context>
    <name>CardTexts</name>
    <message>
        <source>Earn two reputation stars for each forest space in the longest unbroken vertical line of forest spaces in a single column.</source>
        <translatorcomment>From the Polish rulebook (seed 004), OCR corrected.</translatorcomment>
        <translation>Zdobądź 2 Gwiazdki Reputacji za każdy obszar Lasu w najdłuższej nieprzerwanej linii obszarów Lasu w jednej kolumnie.</translation>
    </message>
    <message>
        <source>Earn six reputation stars for each cluster of five or more forest spaces that is not adjacent to any village space.</source>
        <translatorcomment>From the Polish rulebook (seed 004), OCR corrected.</translatorcomment>
        <translation>Zdobądź 6 Gwiazdek Reputacji za każdy klaster składający się z 5 lub więcej obszarów Lasu, które nie sąsiadują z żadnym obszarem Wioski.</translation>
    </message>
    <message>
        <source>Earn two reputation stars for each forest space surrounded on all four sides by forest spaces or the edge of the map.</source>
        <translatorcomment>From the Polish rulebook (seed 004), OCR corrected.</translatorcomment>
        <translation>Zdobądź 2 Gwiazdki Reputacji za każdy obszar Lasu otoczony ze wszystkich czterech stron przez obszary Lasu lub krawędź mapy.</translation>
    </message>
    <message>
        <source>Earn four reputation stars for each row that contains at least three forest spaces.</source>
        <translatorcomment>From the Polish rulebook (seed 004), OCR corrected.</translatorcomment>
        <translation>Zdobądź 4 Gwiazdki Reputacji za każdy rząd, który zawiera co najmniej 3 obszary Lasu.</translation>
    </message>
    <message>
        <source>Earn seven reputation stars for each cluster of farm spaces adjacent to at least three water spaces.</source>
        <translatorcomment>From the Polish rulebook (seed 004), OCR corrected.</translatorcomment>
        <translation>Zdobądź 7 Gwiazdek Reputacji za każdy klaster Pola sąsiadujący z co najmniej 3 obszarami Wody.</translation>
    </message>
    <message>
        <source>Earn four reputation stars for each water space adjacent to at least two farm spaces.</source>
        <translatorcomment>From the Polish rulebook (seed 004), OCR corrected.</translatorcomment>
        <translation>Zdobądź 4 Gwiazdki Reputacji za każdy obszar Wody sąsiadujący z co najmniej 2 obszarami Pola.</translation>
    </message>
    <message>
        <source>Earn five reputation stars for each mountain space adjacent to a cluster of water spaces that is also adjacent to at least one farm space.</source>
        <translatorcomment>From the Polish rulebook (seed 004), OCR corrected.</translatorcomment>
        <translation>Zdobądź 5 Gwiazdek Reputacji za każdy obszar Gór połączony z obszarem Pola przez klaster Wody.</translation>
    </message>
    <message>
        <source>Earn four reputation stars for each column that contains as many farm spaces as water spaces, at least one of each.</source>
        <translatorcomment>From the Polish rulebook (seed 004), OCR corrected.</translatorcomment>
        <translation>Zdobądź 4 Gwiazdki Reputacji za każdą kolumnę, która zawiera tyle samo obszarów Pola i Wody, co najmniej 1 obszar każdego rodzaju.</translation>
    </message>
    <message>
        <source>Earn seven reputation stars for each cluster of village spaces that contains four village spaces in one straight row or column.</source>
        <translatorcomment>From the Polish rulebook (seed 004), OCR corrected.</translatorcomment>
        <translation>Zdobądź 7 Gwiazdek Reputacji za każdy klaster Wioski, który zawiera 4 obszary Wioski w jednym prostym rzędzie lub kolumnie.</translation>
    </message>
    <message>
        <source>Choose a cluster of village spaces. Earn one reputation star for each empty space adjacent to that cluster.</source>
        <translatorcomment>From the Polish rulebook (seed 004), OCR corrected.</translatorcomment>
        <translation>Wybierz 1 klaster Wioski. Zdobądź 1 Gwiazdkę Reputacji za każdy pusty obszar sąsiadujący z tym klastrem.</translation>
    </message>
    <message>
        <source>Earn six reputation stars for each cluster of village spaces that contains a square of 2×2 village spaces.</source>
        <translatorcomment>From the Polish rulebook (seed 004), OCR corrected.</translatorcomment>
        <translation>Zdobądź 6 Gwiazdek Reputacji za każdy klaster Wioski, który zawiera 4 obszary w kwadracie o wymiarach 2×2.</translation>
    </message>
    <message>
        <source>Choose a cluster of village spaces. Earn one reputation star for each row and each column that contains at least one space of that cluster.</source>
        <translatorcomment>From the Polish rulebook (seed 004), OCR corrected.</translatorcomment>
        <translation>Wybierz 1 klaster Wioski. Zdobądź 1 Gwiazdkę Reputacji za każdy rząd i kolumnę, które zawierają obszar tego klastra.</translation>
    </message>
    <message>
        <source>Earn seven reputation stars for each complete row or complete column of filled spaces that contains a mountain space.</source>
        <translatorcomment>From the Polish rulebook (seed 004), OCR corrected.</translatorcomment>
        <translation>Zdobądź 7 Gwiazdek Reputacji za każdy całkowicie wypełniony rząd lub kolumnę, które zawierają obszar Gór.</translation>
    </message>
    <message>
        <source>Earn ten reputation stars for each complete odd-numbered column of filled spaces.</source>
        <translatorcomment>From the Polish rulebook (seed 004), OCR corrected.</translatorcomment>
        <translation>Zdobądź 10 Gwiazdek Reputacji za każdą całkowicie wypełnioną kolumnę o nieparzystym numerze.</translation>
    </message>
    <message>
        <source>Earn four reputation stars for each row that contains at least five different terrain types (forest, village, farm, water, mountain, monster, hero).</source>
        <translatorcomment>From the Polish rulebook (seed 004), OCR corrected.</translatorcomment>
        <translation>Zdobądź 4 Gwiazdki Reputacji za każdy rząd, który zawiera co najmniej 5 różnych rodzajów terenu (Las, Wioska, Pole, Woda, Góry, Potwór, Heros).</translation>
    </message>
    <message>
        <source>Earn four reputation stars for each cluster of exactly three empty spaces surrounded on all sides by filled spaces or the edge of the map.</source>
        <translatorcomment>From the Polish rulebook (seed 004), OCR corrected.</translatorcomment>
        <translation>Zdobądź 4 Gwiazdki Reputacji za każdy klaster dokładnie 3 pustych obszarów, otoczony z każdej strony wypełnionymi obszarami lub krawędzią mapy.</translation>
    </message>
    <message>
        <source>Earn one reputation star for each forest space on the edge of the map. A corner space counts once.</source>
        <translatorcomment>Not from a rulebook: no Polish base rulebook was available; written in the style of the Polish Heroes rulebook.</translatorcomment>
        <translation>Zdobądź 1 Gwiazdkę Reputacji za każdy obszar Lasu na krawędzi mapy. Obszar w rogu liczy się raz.</translation>
    </message>
    <message>
        <source>Earn one reputation star for each row and each column that contains at least one forest space. The same forest space can score for its row and its column.</source>
        <translatorcomment>Not from a rulebook: no Polish base rulebook was available; written in the style of the Polish Heroes rulebook.</translatorcomment>
        <translation>Zdobądź 1 Gwiazdkę Reputacji za każdy rząd i każdą kolumnę, które zawierają co najmniej 1 obszar Lasu. Ten sam obszar Lasu może punktować w rzędzie i w kolumnie.</translation>
    </message>
    <message>
        <source>Earn one reputation star for each forest space surrounded on all four sides by filled spaces or the edge of the map.</source>
        <translatorcomment>Not from a rulebook: no Polish base rulebook was available; written in the style of the Polish Heroes rulebook.</translatorcomment>
        <translation>Zdobądź 1 Gwiazdkę Reputacji za każdy obszar Lasu otoczony ze wszystkich czterech stron wypełnionymi obszarami lub krawędzią mapy.</translation>
    </message>
    <message>
        <source>Earn three reputation stars for each mountain space connected to at least one other mountain space by a cluster of forest spaces adjacent to both.</source>
        <translatorcomment>Not from a rulebook: no Polish base rulebook was available; written in the style of the Polish Heroes rulebook.</translatorcomment>
        <translation>Zdobądź 3 Gwiazdki Reputacji za każdy obszar Gór połączony z co najmniej 1 innym obszarem Gór przez klaster Lasu sąsiadujący z oboma.</translation>
    </message>
    <message>
        <source>Earn one reputation star for each water space adjacent to at least one farm space, and one for each farm space adjacent to at least one water space.</source>
        <translatorcomment>Not from a rulebook: no Polish base rulebook was available; written in the style of the Polish Heroes rulebook.</translatorcomment>
        <translation>Zdobądź 1 Gwiazdkę Reputacji za każdy obszar Wody sąsiadujący z co najmniej 1 obszarem Pola i za każdy obszar Pola sąsiadujący z co najmniej 1 obszarem Wody.</translation>
    </message>
    <message>
        <source>Earn two reputation stars for each water space adjacent to a mountain space, and one for each farm space adjacent to a mountain space.</source>
        <translatorcomment>Not from a rulebook: no Polish base rulebook was available; written in the style of the Polish Heroes rulebook.</translatorcomment>
        <translation>Zdobądź 2 Gwiazdki Reputacji za każdy obszar Wody sąsiadujący z obszarem Gór i 1 za każdy obszar Pola sąsiadujący z obszarem Gór.</translation>
    </message>
    <message>
        <source>Earn one reputation star for each water space adjacent to a ruins space, and three for each farm space drawn on a ruins space.</source>
        <translatorcomment>Not from a rulebook: no Polish base rulebook was available; written in the style of the Polish Heroes rulebook.</translatorcomment>
        <translation>Zdobądź 1 Gwiazdkę Reputacji za każdy obszar Wody sąsiadujący z obszarem Ruin i 3 za każdy obszar Pola narysowany na obszarze Ruin.</translation>
    </message>
    <message>
        <source>Earn three reputation stars for each cluster of farm spaces adjacent to no water space and not touching the edge of the map, and three for each cluster of water spaces adjacent to no farm space and not touching the edge of the map.</source>
        <translatorcomment>Not from a rulebook: no Polish base rulebook was available; written in the style of the Polish Heroes rulebook.</translatorcomment>
        <translation>Zdobądź 3 Gwiazdki Reputacji za każdy klaster Pola, który nie sąsiaduje z żadnym obszarem Wody ani z krawędzią mapy, i 3 za każdy klaster Wody, który nie sąsiaduje z żadnym obszarem Pola ani z krawędzią mapy.</translation>
    </message>
    <message>
        <source>Earn eight reputation stars for each cluster of six or more village spaces.</source>
        <translatorcomment>Not from a rulebook: no Polish base rulebook was available; written in the style of the Polish Heroes rulebook.</translatorcomment>
        <translation>Zdobądź 8 Gwiazdek Reputacji za każdy klaster składający się z 6 lub więcej obszarów Wioski.</translation>
    </message>
    <message>
        <source>Earn one reputation star for each space of the largest cluster of village spaces that is not adjacent to any mountain space.</source>
        <translatorcomment>Not from a rulebook: no Polish base rulebook was available; written in the style of the Polish Heroes rulebook.</translatorcomment>
        <translation>Zdobądź 1 Gwiazdkę Reputacji za każdy obszar największego klastra Wioski, który nie sąsiaduje z żadnym obszarem Gór.</translation>
    </message>
    <message>
        <source>Earn three reputation stars for each cluster of village spaces adjacent to at least three different terrain types (forest, farm, water, mountain, monster, hero).</source>
        <translatorcomment>Not from a rulebook: no Polish base rulebook was available; written in the style of the Polish Heroes rulebook.</translatorcomment>
        <translation>Zdobądź 3 Gwiazdki Reputacji za każdy klaster Wioski sąsiadujący z co najmniej 3 różnymi rodzajami terenu (Las, Pole, Woda, Góry, Potwór, Heros).</translation>
    </message>
    <message>
        <source>Earn two reputation stars for each space of the second-largest cluster of village spaces. When two clusters tie for the largest, one of them is the second-largest.</source>
        <translatorcomment>Not from a rulebook: no Polish base rulebook was available; written in the style of the Polish Heroes rulebook.</translatorcomment>
        <translation>Zdobądź 2 Gwiazdki Reputacji za każdy obszar drugiego co do wielkości klastra Wioski. Gdy dwa największe klastry są równe, jeden z nich jest drugim co do wielkości.</translation>
    </message>
    <message>
        <source>Earn six reputation stars for each complete row or complete column of filled spaces.</source>
        <translatorcomment>Not from a rulebook: no Polish base rulebook was available; written in the style of the Polish Heroes rulebook.</translatorcomment>
        <translation>Zdobądź 6 Gwiazdek Reputacji za każdy całkowicie wypełniony rząd lub kolumnę.</translation>
    </message>
    <message>
        <source>Earn three reputation stars for each space along one side of the largest square of filled spaces.</source>
        <translatorcomment>Not from a rulebook: no Polish base rulebook was available; written in the style of the Polish Heroes rulebook.</translatorcomment>
        <translation>Zdobądź 3 Gwiazdki Reputacji za każdy obszar wzdłuż jednego boku największego kwadratu z wypełnionych obszarów.</translation>
    </message>
    <message>
        <source>Earn three reputation stars for each complete diagonal line of filled spaces running down and to the right from the left edge to the bottom edge of the map.</source>
        <translatorcomment>Not from a rulebook: no Polish base rulebook was available; written in the style of the Polish Heroes rulebook.</translatorcomment>
        <translation>Zdobądź 3 Gwiazdki Reputacji za każdą całkowicie wypełnioną przekątną biegnącą w prawo w dół od lewej do dolnej krawędzi mapy.</translation>
    </message>
    <message>
        <source>Earn one reputation star for each empty space surrounded on all four sides by filled spaces or the edge of the map.</source>
        <translatorcomment>Not from a rulebook: no Polish base rulebook was available; written in the style of the Polish Heroes rulebook.</translatorcomment>
        <translation>Zdobądź 1 Gwiazdkę Reputacji za każdy pusty obszar otoczony ze wszystkich czterech stron wypełnionymi obszarami lub krawędzią mapy.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Timber Grove</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Polish name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Leśny gaj</translation>
    </message>
    <message>
        <source>Pasture</source>
        <translation>Pastwisko</translation>
    </message>
    <message>
        <source>Lagoon</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Polish name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Laguna</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Polish name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Osada</translation>
    </message>
    <message>
        <source>Hillside Terrace</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Polish name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Tarasy na zboczu</translation>
    </message>
    <message>
        <source>Frontier Dwelling</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Polish name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Przygraniczne domostwo</translation>
    </message>
    <message>
        <source>Wildwood Garden</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Polish name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Dziki ogród</translation>
    </message>
    <message>
        <source>Woodland Crossroads</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Polish name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Leśne rozstaje</translation>
    </message>
    <message>
        <source>Coastal Encampment</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Polish name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Obozowisko na wybrzeżu</translation>
    </message>
    <message>
        <source>Mangrove Swamp</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Polish name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Namorzynowe bagno</translation>
    </message>
    <message>
        <source>Kethra&apos;s Gates</source>
        <translation>Wrota Kethry</translation>
    </message>
    <message>
        <source>Dragon Inferno</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Polish name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Smocze piekło</translation>
    </message>
    <message>
        <source>Zombie Plague</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Polish name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Plaga zombie</translation>
    </message>
    <message>
        <source>Giant Troll Ravage</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Polish name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Szał olbrzymiego trolla</translation>
    </message>
    <message>
        <source>Gorgon Gaze</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Polish name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Spojrzenie gorgony</translation>
    </message>
    <message>
        <source>Dobrik of Lorkheim</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Polish name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Dobrik z Lorkheimu</translation>
    </message>
    <message>
        <source>Wren the Lioness</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Polish name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Wren Lwica</translation>
    </message>
    <message>
        <source>Freyla the True</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Polish name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Freyla Sprawiedliwa</translation>
    </message>
    <message>
        <source>Dal of Jolev</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Polish name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Dal z Jolevu</translation>
    </message>
    <message>
        <source>Faunlost Thicket</source>
        <translation>Gęstwina Faunlost</translation>
    </message>
    <message>
        <source>Deepwood</source>
        <translation>Knieja</translation>
    </message>
    <message>
        <source>Heart of the Forest</source>
        <translation>Serce lasu</translation>
    </message>
    <message>
        <source>Sleepy Valley</source>
        <translation>Senna dolina</translation>
    </message>
    <message>
        <source>Craylund</source>
        <translation>Craylund</translation>
    </message>
    <message>
        <source>Ulem&apos;s Wallow</source>
        <translation>Błota Ulema</translation>
    </message>
    <message>
        <source>Clawsgrave Peaks</source>
        <translation>Wzgórza Szponów</translation>
    </message>
    <message>
        <source>Jorekburg</source>
        <translation>Jorekburg</translation>
    </message>
    <message>
        <source>Traylo Monastery</source>
        <translation>Opactwo Traylo</translation>
    </message>
    <message>
        <source>Outer Enclave</source>
        <translation>Odległa enklawa</translation>
    </message>
    <message>
        <source>Gnomish Colony</source>
        <translation>Kolonia gnomów</translation>
    </message>
    <message>
        <source>Caravansary</source>
        <translation>Karawanseraj</translation>
    </message>
    <message>
        <source>Dwarvenholds</source>
        <translation>Górskie twierdze</translation>
    </message>
    <message>
        <source>Silos</source>
        <translation>Silosy</translation>
    </message>
    <message>
        <source>Banded Hills</source>
        <translation>Pagórki</translation>
    </message>
    <message>
        <source>Starlit Sigil</source>
        <translation>Gwiezdny szlak</translation>
    </message>
    <message>
        <source>Temple Ruins</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Polish name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Ruiny świątyni</translation>
    </message>
    <message>
        <source>Outpost Ruins</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Polish name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Ruiny posterunku</translation>
    </message>
    <message>
        <source>Great River</source>
        <translatorcomment>Not from a rulebook: the Polish name of the fan app hejcz/cartographers (names.tsv); no Polish base rulebook was available.</translatorcomment>
        <translation>Wielka rzeka</translation>
    </message>
    <message>
        <source>Farmland</source>
        <translatorcomment>Not from a rulebook: the Polish name of the fan app hejcz/cartographers (names.tsv); no Polish base rulebook was available.</translatorcomment>
        <translation>Pole uprawne</translation>
    </message>
    <message>
        <source>Hamlet</source>
        <translatorcomment>Not from a rulebook: the Polish name of the fan app hejcz/cartographers (names.tsv); no Polish base rulebook was available.</translatorcomment>
        <translation>Przysiółek</translation>
    </message>
    <message>
        <source>Forgotten Forest</source>
        <translatorcomment>Not from a rulebook: the Polish name of the fan app hejcz/cartographers (names.tsv); no Polish base rulebook was available.</translatorcomment>
        <translation>Zapomniany las</translation>
    </message>
    <message>
        <source>Hinterland Stream</source>
        <translatorcomment>Not from a rulebook: the Polish name of the fan app hejcz/cartographers (names.tsv); no Polish base rulebook was available.</translatorcomment>
        <translation>Wiejski strumień</translation>
    </message>
    <message>
        <source>Homestead</source>
        <translatorcomment>Not from a rulebook: the Polish name of the fan app hejcz/cartographers (names.tsv); no Polish base rulebook was available.</translatorcomment>
        <translation>Gospodarstwo</translation>
    </message>
    <message>
        <source>Orchard</source>
        <translatorcomment>Not from a rulebook: the Polish name of the fan app hejcz/cartographers (names.tsv); no Polish base rulebook was available.</translatorcomment>
        <translation>Sad</translation>
    </message>
    <message>
        <source>Treetop Village</source>
        <translatorcomment>Not from a rulebook: the Polish name of the fan app hejcz/cartographers (names.tsv); no Polish base rulebook was available.</translatorcomment>
        <translation>Nadrzewna osada</translation>
    </message>
    <message>
        <source>Marshlands</source>
        <translatorcomment>Not from a rulebook: the Polish name of the fan app hejcz/cartographers (names.tsv); no Polish base rulebook was available.</translatorcomment>
        <translation>Mokradła</translation>
    </message>
    <message>
        <source>Fishing Village</source>
        <translatorcomment>Not from a rulebook: the Polish name of the fan app hejcz/cartographers (names.tsv); no Polish base rulebook was available.</translatorcomment>
        <translation>Wioska rybacka</translation>
    </message>
    <message>
        <source>Rift Lands</source>
        <translatorcomment>Not from a rulebook: the Polish name of the fan app hejcz/cartographers (names.tsv); no Polish base rulebook was available.</translatorcomment>
        <translation>Szczeliny</translation>
    </message>
    <message>
        <source>Goblin Attack</source>
        <translatorcomment>Not from a rulebook: the Polish name of the fan app hejcz/cartographers (names.tsv); no Polish base rulebook was available.</translatorcomment>
        <translation>Atak goblinów</translation>
    </message>
    <message>
        <source>Bugbear Assault</source>
        <translatorcomment>Not from a rulebook: the Polish name of the fan app hejcz/cartographers (names.tsv); no Polish base rulebook was available.</translatorcomment>
        <translation>Napad postrachów</translation>
    </message>
    <message>
        <source>Kobold Onslaught</source>
        <translatorcomment>Not from a rulebook: the Polish name of the fan app hejcz/cartographers (names.tsv); no Polish base rulebook was available.</translatorcomment>
        <translation>Szarża koboldów</translation>
    </message>
    <message>
        <source>Gnoll Raid</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Polish name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Najazd Gnolli</translation>
    </message>
    <message>
        <source>Sentinel Wood</source>
        <translatorcomment>Not from a rulebook: the Polish name of the fan app hejcz/cartographers (names.tsv); no Polish base rulebook was available.</translatorcomment>
        <translation>Leśna warta</translation>
    </message>
    <message>
        <source>Greenbough</source>
        <translatorcomment>Not from a rulebook: the Polish name of the fan app hejcz/cartographers (names.tsv); no Polish base rulebook was available.</translatorcomment>
        <translation>Zagajnik</translation>
    </message>
    <message>
        <source>Treetower</source>
        <translatorcomment>Not from a rulebook: the Polish name of the fan app hejcz/cartographers (names.tsv); no Polish base rulebook was available.</translatorcomment>
        <translation>Leśna wieża</translation>
    </message>
    <message>
        <source>Stoneside Forest</source>
        <translatorcomment>Not from a rulebook: the Polish name of the fan app hejcz/cartographers (names.tsv); no Polish base rulebook was available.</translatorcomment>
        <translation>Górskie ostępy</translation>
    </message>
    <message>
        <source>Canal Lake</source>
        <translatorcomment>Not from a rulebook: the Polish name of the fan app hejcz/cartographers (names.tsv); no Polish base rulebook was available.</translatorcomment>
        <translation>Polny staw</translation>
    </message>
    <message>
        <source>Mages Valley</source>
        <translatorcomment>Not from a rulebook: the Polish name of the fan app hejcz/cartographers (names.tsv); no Polish base rulebook was available.</translatorcomment>
        <translation>Dolina magów</translation>
    </message>
    <message>
        <source>The Golden Granary</source>
        <translatorcomment>Not from a rulebook: the Polish name of the fan app hejcz/cartographers (names.tsv); no Polish base rulebook was available.</translatorcomment>
        <translation>Złoty spichlerz</translation>
    </message>
    <message>
        <source>Shoreside Expanse</source>
        <translatorcomment>Not from a rulebook: the Polish name of the fan app hejcz/cartographers (names.tsv); no Polish base rulebook was available.</translatorcomment>
        <translation>Rozległe nabrzeże</translation>
    </message>
    <message>
        <source>Wildholds</source>
        <translatorcomment>Not from a rulebook: the Polish name of the fan app hejcz/cartographers (names.tsv); no Polish base rulebook was available.</translatorcomment>
        <translation>Kolonia</translation>
    </message>
    <message>
        <source>Great City</source>
        <translatorcomment>Not from a rulebook: the Polish name of the fan app hejcz/cartographers (names.tsv); no Polish base rulebook was available.</translatorcomment>
        <translation>Wielkie miasto</translation>
    </message>
    <message>
        <source>Greengold Plains</source>
        <translatorcomment>Not from a rulebook: the Polish name of the fan app hejcz/cartographers (names.tsv); no Polish base rulebook was available.</translatorcomment>
        <translation>Żyzne równiny</translation>
    </message>
    <message>
        <source>Shieldgate</source>
        <translatorcomment>Not from a rulebook: the Polish name of the fan app hejcz/cartographers (names.tsv); no Polish base rulebook was available.</translatorcomment>
        <translation>Umocnienia</translation>
    </message>
    <message>
        <source>Borderlands</source>
        <translatorcomment>Not from a rulebook: the Polish name of the fan app hejcz/cartographers (names.tsv); no Polish base rulebook was available.</translatorcomment>
        <translation>Pogranicze</translation>
    </message>
    <message>
        <source>Lost Barony</source>
        <translatorcomment>Not from a rulebook: the Polish name of the fan app hejcz/cartographers (names.tsv); no Polish base rulebook was available.</translatorcomment>
        <translation>Utracone włości</translation>
    </message>
    <message>
        <source>The Broken Road</source>
        <translatorcomment>Not from a rulebook: the Polish name of the fan app hejcz/cartographers (names.tsv); no Polish base rulebook was available.</translatorcomment>
        <translation>Trakt handlowy</translation>
    </message>
    <message>
        <source>The Cauldrons</source>
        <translatorcomment>Not from a rulebook: the Polish name of the fan app hejcz/cartographers (names.tsv); no Polish base rulebook was available.</translatorcomment>
        <translation>Kryjówki</translation>
    </message>
</context>
<context>
    <name>Cartographers</name>
    <message>
        <source>Sister Ulla of Traylo</source>
        <translation>Siostra Ulla z Opactwa Traylo</translation>
    </message>
    <message>
        <source>Jorek the Surveyor</source>
        <translation>Mierniczy Jorek</translation>
    </message>
    <message>
        <source>Old Ulem of the Wallow</source>
        <translation>Stary Ulem z Błot</translation>
    </message>
    <message>
        <source>Captain Vesna of Nalos</source>
        <translation>Kapitan Vesna z Nalos</translation>
    </message>
    <message>
        <source>Tobble the Gnome</source>
        <translation>Gnom Tobble</translation>
    </message>
    <message>
        <source>Mirela the Scout</source>
        <translation>Zwiadowczyni Mirela</translation>
    </message>
    <message>
        <source>Brother Faun of Deepwood</source>
        <translation>Brat Faun z Kniei</translation>
    </message>
    <message>
        <source>Dwarf Borin of the Peaks</source>
        <translation>Krasnolud Borin z Gór</translation>
    </message>
</context>
<context>
    <name>ChapterCard</name>
    <message>
        <source>Watch your best game</source>
        <translation>Obejrzyj najlepszą grę</translation>
    </message>
    <message>
        <source>Chapter {number}</source>
        <translation>Rozdział {number}</translation>
    </message>
    <message>
        <source>After chapter {number}</source>
        <translation>Po rozdziale {number}</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Wznów</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Graj</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Zagraj ponownie</translation>
    </message>
    <message>
        <source>Not played yet</source>
        <translation>Jeszcze nie grano</translation>
    </message>
    <message>
        <source>Attempts: {count}</source>
        <translation>Próby: {count}</translation>
    </message>
    <message>
        <source>rating {rating}</source>
        <translation>ocena {rating}</translation>
    </message>
    <message>
        <source>Hints used: {count}</source>
        <translation>Użyte podpowiedzi: {count}</translation>
    </message>
    <message>
        <source>Left midway</source>
        <translation>Przerwano w trakcie</translation>
    </message>
</context>
<context>
    <name>EdictsPanel</name>
    <message>
        <source>Edicts</source>
        <translation>Edykty</translation>
    </message>
</context>
<context>
    <name>EdictsSection</name>
    <message>
        <source>Edicts (scoring cards A–D)</source>
        <translation>Edykty (karty Punktacji A–D)</translation>
    </message>
    <message>
        <source>Random (one card of each back, as the rules say)</source>
        <translation>Losowo (po jednej karcie każdego rodzaju, zgodnie z zasadami)</translation>
    </message>
    <message>
        <source>First game (recommended for beginners)</source>
        <translation>Pierwsza gra (zalecana dla początkujących)</translation>
    </message>
    <message>
        <source>Choose</source>
        <comment>edicts</comment>
        <translation>Wybierz</translation>
    </message>
    <message>
        <source>Edict {letter}</source>
        <translation>Edykt {letter}</translation>
    </message>
    <message>
        <source>One card of each back. Point at a card to read how it scores.</source>
        <translation>Po jednej karcie każdego rodzaju. Wskaż kartę, aby przeczytać, jak punktuje.</translation>
    </message>
    <message>
        <source>Forest cards</source>
        <translation>Karty lasu</translation>
    </message>
    <message>
        <source>Farm and water cards</source>
        <translation>Karty pól i wody</translation>
    </message>
    <message>
        <source>Village cards</source>
        <translation>Karty wiosek</translation>
    </message>
    <message>
        <source>General cards</source>
        <translation>Karty ogólne</translation>
    </message>
    <message>
        <source>Choose one card of each back: forest, farm and water, village, general.</source>
        <translation>Wybierz po jednej karcie każdego rodzaju: las, pole i woda, wioska, ogólne.</translation>
    </message>
</context>
<context>
    <name>GameOver</name>
    <message>
        <source>What now?</source>
        <translation>Co teraz?</translation>
    </message>
    <message>
        <source>See the results</source>
        <translation>Pokaż wyniki</translation>
    </message>
    <message>
        <source>Look at every map</source>
        <translation>Obejrzyj wszystkie mapy</translation>
    </message>
    <message>
        <source>Export the maps to PDF…</source>
        <translation>Eksportuj mapy do PDF…</translation>
    </message>
    <message>
        <source>Watch the game again</source>
        <translation>Obejrzyj grę ponownie</translation>
    </message>
    <message>
        <source>Play again with the same table</source>
        <translation>Zagraj ponownie w tym samym gronie</translation>
    </message>
    <message>
        <source>Start a new game…</source>
        <translation>Rozpocznij nową grę…</translation>
    </message>
</context>
<context>
    <name>GameSection</name>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Cartographers Heroes</source>
        <translation>Kartografowie: Herosi</translation>
    </message>
    <message>
        <source>Cartographers (the base game)</source>
        <translation>Kartografowie (gra podstawowa)</translation>
    </message>
    <message>
        <source>Both combined</source>
        <translation>Obie gry razem</translation>
    </message>
    <message>
        <source>Explore cards:</source>
        <translation>Karty Odkryć:</translation>
    </message>
    <message>
        <source>Season cards:</source>
        <translation>Karty Pór Roku:</translation>
    </message>
    <message>
        <source>Hero cards</source>
        <translation>Karty Herosów</translation>
    </message>
    <message>
        <source>Ambush cards (choose four):</source>
        <translation>Karty Zasadzki (wybierz cztery):</translation>
    </message>
    <message>
        <source>The two ruins cards are always shuffled in; scoring cards come from both games, one of each back.</source>
        <translation>Obie karty Ruin zawsze trafiają do talii; karty Punktacji pochodzą z obu gier, po jednej każdego rodzaju.</translation>
    </message>
    <message>
        <source>Choose exactly four ambush cards.</source>
        <translation>Wybierz dokładnie cztery karty Zasadzki.</translation>
    </message>
    <message>
        <source>These cards do not make a legal combined game.</source>
        <translation>Te karty nie tworzą zgodnej z zasadami gry łączonej.</translation>
    </message>
</context>
<context>
    <name>Goal</name>
    <message>
        <source>rating {rating}: {needed} ★ in all</source>
        <translation>ocena {rating}: łącznie {needed} ★</translation>
    </message>
    <message>
        <source>win</source>
        <translation>wygraj</translation>
    </message>
    <message>
        <source>place {place} or better</source>
        <translation>miejsce {place} lub lepsze</translation>
    </message>
    <message>
        <source>win by {stars} ★ or more</source>
        <translation>wygraj różnicą {stars} ★ lub więcej</translation>
    </message>
    <message>
        <source>no ★ lost to monsters</source>
        <translation>nie trać ★ przez Potwory</translation>
    </message>
    <message>
        <source>coins: {coins} of {needed}</source>
        <translation>monety: {coins} z {needed}</translation>
    </message>
    <message>
        <source>edict {letter} every time</source>
        <translation>edykt {letter} za każdym razem</translation>
    </message>
    <message>
        <source>{goal} (once it scored nothing)</source>
        <translation>{goal} (raz nie dał punktów)</translation>
    </message>
    <message>
        <source>{times} of {all}</source>
        <translation>{times} z {all}</translation>
    </message>
    <message>
        <source>{times_so_far}; {points} ★ if scored now</source>
        <translation>{times_so_far}; teraz dałby {points} ★</translation>
    </message>
    <message>
        <source>Final: {stars} ★, rating {rating}</source>
        <translation>Koniec: {stars} ★, ocena {rating}</translation>
    </message>
    <message>
        <source>So far: {stars} ★, rating {rating}</source>
        <translation>Na razie: {stars} ★, ocena {rating}</translation>
    </message>
    <message>
        <source>Final: place {place}, lead {lead}</source>
        <translation>Koniec: miejsce {place}, przewaga {lead}</translation>
    </message>
    <message>
        <source>So far: place {place}, lead {lead}</source>
        <translation>Na razie: miejsce {place}, przewaga {lead}</translation>
    </message>
    <message>
        <source>No star: {hints}.</source>
        <translation>Bez gwiazdy: {hints}.</translation>
    </message>
</context>
<context>
    <name>GoalWords</name>
    <message numerus="yes">
        <source>%n lost</source>
        <translation>
            <numerusform>%n stracona</numerusform>
            <numerusform>%n stracone</numerusform>
            <numerusform>%n straconych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n at risk now</source>
        <translation>
            <numerusform>%n zagrożona teraz</numerusform>
            <numerusform>%n zagrożone teraz</numerusform>
            <numerusform>%n zagrożonych teraz</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Goals</name>
    <message numerus="yes">
        <source>win by %n star(s) or more</source>
        <translation>
            <numerusform>wygraj różnicą %n Gwiazdki lub więcej</numerusform>
            <numerusform>wygraj różnicą %n Gwiazdek lub więcej</numerusform>
            <numerusform>wygraj różnicą %n Gwiazdek lub więcej</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>end with %n coin(s) or more</source>
        <translation>
            <numerusform>zakończ z %n monetą lub więcej</numerusform>
            <numerusform>zakończ z %n monetami lub więcej</numerusform>
            <numerusform>zakończ z %n monetami lub więcej</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <source>Forest cards</source>
        <translation>Karty lasu</translation>
    </message>
    <message>
        <source>Farm and water cards</source>
        <translation>Karty pól i wody</translation>
    </message>
    <message>
        <source>Village cards</source>
        <translation>Karty wiosek</translation>
    </message>
    <message>
        <source>General cards</source>
        <translation>Karty ogólne</translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>Cel gry</translation>
    </message>
    <message>
        <source>You are cartographers mapping the wild lands of the north for Queen Gimnax. Over four seasons you draw the explored lands on your map sheet and earn reputation stars for what the queen&apos;s four edicts ask for. The most stars after winter wins; alone, you earn a rating and a title.</source>
        <translation>Jesteście kartografami, którzy dla królowej Gimnax mapują dzikie ziemie północy. Przez cztery Pory Roku rysujecie odkryte tereny na swoich arkuszach mapy i zdobywacie Gwiazdki Reputacji za to, czego żądają cztery edykty królowej. Po zimie wygrywa ten, kto ma najwięcej Gwiazdek; grając solo, zdobywasz ocenę i tytuł.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Runda</translation>
    </message>
    <message>
        <source>Each turn a card is revealed. Every cartographer then draws it on their own map: choose one of the card&apos;s terrains and one of its shapes, turn or mirror the shape freely, and draw it on empty spaces only, wholly inside the map. It does not have to touch anything.</source>
        <translation>W każdej rundzie odkrywa się kartę. Każdy kartograf rysuje ją na swojej mapie: wybiera jeden z terenów i jeden z kształtów z karty, dowolnie go obraca lub odwraca i rysuje tylko na pustych obszarach, w całości wewnątrz mapy. Nie musi niczego dotykać.</translation>
    </message>
    <message>
        <source>Some shapes have gaps: the gap spaces are not drawn and may already be filled. A shape marked with a coin earns a coin when you draw that very shape.</source>
        <translation>Niektóre kształty mają przerwy: obszarów w przerwie się nie rysuje i mogą być już wypełnione. Kształt oznaczony monetą daje monetę, gdy narysujesz właśnie ten kształt.</translation>
    </message>
    <message>
        <source>If no shape of the card fits anywhere, draw a single space of forest, village, farm, water or monster instead (the rules options can change which terrains).</source>
        <translation>Jeśli żaden kształt z karty nigdzie się nie mieści, narysuj zamiast niego pojedynczy obszar lasu, wioski, pola, wody lub Potwora (opcje zasad mogą zmienić dozwolone tereny).</translation>
    </message>
    <message>
        <source>Each card shows a time value. When the time of the cards revealed this season reaches the season&apos;s limit (spring 8, summer 7, fall 7, winter 6), the season ends.</source>
        <translation>Każda karta ma wartość czasu. Gdy czas kart odkrytych w tej Porze Roku osiągnie próg czasu Pory Roku (wiosna 8, lato 7, jesień 7, zima 6), Pora Roku się kończy.</translation>
    </message>
    <message>
        <source>Filled and empty spaces</source>
        <translation>Obszary wypełnione i puste</translation>
    </message>
    <message>
        <source>A space is filled when it has drawn terrain, a mountain, a chasm or a big X of destruction. Ruins symbols and a hero&apos;s attack marks do not fill a space. Terrains:</source>
        <translation>Obszar jest wypełniony, gdy ma narysowany teren, górę, wąwóz lub duży krzyżyk zniszczenia. Symbol ruin ani ścieżka ataku Herosa nie wypełniają obszaru. Tereny:</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Monety</translation>
    </message>
    <message>
        <source>When all four sides of a mountain are filled, you earn its coin. Coins go on the coin track (14 at most) and each coin there is worth one star at the end of every season.</source>
        <translation>Gdy wszystkie cztery obszary sąsiadujące z obszarem Gór są wypełnione, zdobywasz jego monetę. Monety trafiają na tor monet (najwyżej 14), a każda jest warta jedną Gwiazdkę na koniec każdej Pory Roku.</translation>
    </message>
    <message>
        <source>Ambushes and monsters</source>
        <translation>Zasadzki i Potwory</translation>
    </message>
    <message>
        <source>An ambush card brings a monster. Each player passes their map to the neighbour the card&apos;s arrow points to, who draws the monster on it where it hurts most. If it does not fit, a single monster space is drawn instead. Playing alone, the monster appears by itself: starting in the corner shown on the card, it walks around the edge of the map in the arrow&apos;s direction, ring by ring, to the first place where it fits.</source>
        <translation>Karta Zasadzki przynosi Potwora. Każdy gracz podaje swoją mapę sąsiadowi w kierunku strzałki na karcie, a ten rysuje na niej Potwora tam, gdzie najbardziej zaszkodzi. Jeśli się nie mieści, rysuje się pojedynczy obszar Potwora. W grze solo Potwór pojawia się sam: zaczyna w rogu wskazanym na karcie i przesuwa się wzdłuż krawędzi mapy w kierunku strzałki, pierścień po pierścieniu, do pierwszego miejsca, gdzie się zmieści.</translation>
    </message>
    <message>
        <source>At the end of each season every empty space next to a monster costs one star. The Heroes monsters also have powers: the Gorgon destroys a space next to it as soon as it is drawn; zombies spread to every empty neighbouring space after each season&apos;s scoring; the Troll then destroys one empty space next to it; a closed-in dragon pays 3 coins.</source>
        <translation>Na koniec każdej Pory Roku każdy pusty obszar obok Potwora kosztuje jedną Gwiazdkę. Potwory z Herosów mają też moce: gorgona zaraz po narysowaniu niszczy sąsiedni obszar; zombie po punktacji każdej Pory Roku rozprzestrzeniają się na wszystkie sąsiednie puste obszary; troll niszczy wtedy jeden sąsiedni pusty obszar; otoczony smok daje 3 monety.</translation>
    </message>
    <message>
        <source>Heroes</source>
        <translation>Herosi</translation>
    </message>
    <message>
        <source>A hero card: draw the hero on an empty space of your map and mark its attack pattern around it (turned as you like). Monsters under the marks are destroyed at once, and any monster drawn there later is destroyed too. Destroyed spaces stay filled but have no terrain.</source>
        <translation>Karta Herosa: narysuj Herosa na pustym obszarze swojej mapy i zaznacz wokół niego ścieżkę ataku (obróconą, jak chcesz). Potwory pod znacznikami zostają od razu zniszczone, a zniszczony zostaje też każdy Potwór narysowany tam później. Zniszczone obszary pozostają wypełnione, ale nie mają terenu.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punktacja</translation>
    </message>
    <message>
        <source>Four scoring cards are the edicts A, B, C and D. Each season scores two of them: spring A and B, summer B and C, fall C and D, winter D and A. Add one star per coin and subtract one per empty space next to a monster. After winter the highest total wins; on a tie, whoever lost fewer stars to monsters.</source>
        <translation>Cztery karty Punktacji to edykty A, B, C i D. W każdej Porze Roku punktowane są dwa z nich: wiosną A i B, latem B i C, jesienią C i D, zimą D i A. Dodaj jedną Gwiazdkę za każdą monetę i odejmij jedną za każdy pusty obszar obok Potwora. Po zimie wygrywa najwyższa suma; przy remisie ten, kto stracił mniej Gwiazdek przez Potwory.</translation>
    </message>
    <message>
        <source>A cluster is a group of spaces of the same terrain joined by their sides. Diagonal spaces are not adjacent.</source>
        <translation>Klaster to grupa obszarów tego samego terenu połączonych bokami. Obszary stykające się tylko rogiem nie sąsiadują.</translation>
    </message>
    <message>
        <source>The base game and combining</source>
        <translation>Gra podstawowa i łączenie gier</translation>
    </message>
    <message>
        <source>The base game Cartographers plays on sheets A and B without heroes. Its ruins cards change the next explore card: it must be drawn over an empty ruins space; if no shape can, draw a single space of any terrain anywhere. An ambush or hero right after a ruins card passes the requirement on. Its monsters have no powers.</source>
        <translation>Gra podstawowa Kartografowie toczy się na arkuszach A i B bez Herosów. Jej karty Ruin zmieniają następną kartę Odkryć: trzeba ją narysować na pustym obszarze Ruin; jeśli żaden kształt nie może, narysuj pojedynczy obszar dowolnego terenu w dowolnym miejscu. Zasadzka lub Heros zaraz po karcie Ruin przenoszą ten wymóg dalej. Jej Potwory nie mają mocy.</translation>
    </message>
    <message>
        <source>Combining both boxes, choose one explore set (the two ruins cards always join it), one set of season cards, any four ambush cards, heroes or not, any sheet, and one scoring card of each back from either game.</source>
        <translation>Łącząc obie gry, wybierzcie jeden zestaw kart Odkryć (obie karty Ruin zawsze do niego dochodzą), jeden zestaw kart Pór Roku, dowolne cztery karty Zasadzki, Herosów lub nie, dowolny arkusz i po jednej karcie Punktacji każdego rodzaju z dowolnej gry.</translation>
    </message>
    <message>
        <source>Playing alone</source>
        <translation>Gra solo</translation>
    </message>
    <message>
        <source>After winter, subtract the solo values printed on the four edicts from your total. That rating gives your title:</source>
        <translation>Po zimie odejmij od swojej sumy wartości solo wydrukowane na czterech edyktach. Ta ocena wyznacza twój tytuł:</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Jak grać</translation>
    </message>
    <message>
        <source>The scoring cards</source>
        <translation>Karty Punktacji</translation>
    </message>
    <message>
        <source>Solo value: {value}</source>
        <translation>Wartość solo: {value}</translation>
    </message>
</context>
<context>
    <name>GuideDialog</name>
    <message numerus="yes">
        <source>In this example: %n star(s).</source>
        <translation>
            <numerusform>W tym przykładzie: %n Gwiazdka Reputacji.</numerusform>
            <numerusform>W tym przykładzie: %n Gwiazdki Reputacji.</numerusform>
            <numerusform>W tym przykładzie: %n Gwiazdek Reputacji.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandOff</name>
    <message>
        <source>Pass the computer to {player}</source>
        <translation>Przekażcie komputer: {player}</translation>
    </message>
    <message>
        <source>I am {player} — show my turn</source>
        <translation>Jestem {player} — pokaż mój ruch</translation>
    </message>
    <message>
        <source>{player}: take back my last move</source>
        <translation>{player}: cofnij mój ostatni ruch</translation>
    </message>
    <message>
        <source>Ambush! {player} draws {monster} on {owner}&apos;s map.</source>
        <translation>Zasadzka! {player} rysuje Potwora ({monster}) na mapie gracza {owner}.</translation>
    </message>
    <message>
        <source>{player} chooses what the Gorgon destroys on {owner}&apos;s map.</source>
        <translation>{player} wybiera, co gorgona zniszczy na mapie gracza {owner}.</translation>
    </message>
    <message>
        <source>{player} chooses what the Troll destroys on their map.</source>
        <translation>{player} wybiera, co troll zniszczy na swojej mapie.</translation>
    </message>
    <message>
        <source>{player} places the hero {card}.</source>
        <translation>{player} umieszcza Herosa: {card}.</translation>
    </message>
    <message>
        <source>{player} draws {card}.</source>
        <translation>{player} rysuje kartę {card}.</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>how many computer cartographers play (1 to {most}; default 1)</source>
        <translation>ilu kartografów komputerowych gra (od 1 do {most}; domyślnie 1)</translation>
    </message>
    <message>
        <source>the sheet side (default: the rules&apos; first, C for Heroes, A for the base game)</source>
        <translation>strona arkusza mapy (domyślnie: pierwsza strona zasad, C dla Herosów, A dla gry podstawowej)</translation>
    </message>
    <message>
        <source>the cartographers&apos; names, separated by commas (default Cartographer 1, 2, …)</source>
        <translation>imiona kartografów oddzielone przecinkami (domyślnie Kartograf 1, 2, …)</translation>
    </message>
    <message>
        <source>the game&apos;s seed, to replay it exactly (default: a random one, printed)</source>
        <translation>numer gry, by odtworzyć ją dokładnie tak samo (domyślnie: losowy, zostanie wypisany)</translation>
    </message>
    <message>
        <source>also write the game&apos;s save file</source>
        <translation>zapisz też plik zapisu gry</translation>
    </message>
    <message>
        <source>random, easy, medium, hard or expert; or one per player, e.g. hard,medium,easy</source>
        <translation>random, easy, medium, hard lub expert; albo po jednym na gracza, np. hard,medium,easy</translation>
    </message>
    <message>
        <source>language of the output</source>
        <translation>język wyników</translation>
    </message>
    <message>
        <source>the PDF to write</source>
        <translation>plik PDF do zapisania</translation>
    </message>
    <message>
        <source>language of the PDF</source>
        <translation>język pliku PDF</translation>
    </message>
    <message>
        <source>paper size (default a4)</source>
        <translation>rozmiar papieru (domyślnie a4)</translation>
    </message>
    <message>
        <source>plain white page or parchment (default: plain for blank sheets, else parchment)</source>
        <translation>zwykła biała strona (plain) lub pergamin (parchment) (domyślnie: plain dla pustych arkuszy, w pozostałych przypadkach parchment)</translation>
    </message>
    <message>
        <source>a saved game</source>
        <translation>zapisana gra</translation>
    </message>
    <message>
        <source>printed side of the sheet, e.g. C or D</source>
        <translation>drukowana strona arkusza mapy, np. C lub D</translation>
    </message>
    <message>
        <source>number of sheets (default 1)</source>
        <translation>liczba arkuszy (domyślnie 1)</translation>
    </message>
    <message>
        <source>play a whole game with computer cartographers and print the result</source>
        <translation>rozegraj całą grę z kartografami komputerowymi i wypisz wynik</translation>
    </message>
    <message>
        <source>print a saved game&apos;s map sheets to a PDF</source>
        <translation>wydrukuj arkusze mapy zapisanej gry do pliku PDF</translation>
    </message>
    <message>
        <source>print blank map sheets for paper play</source>
        <translation>wydrukuj puste arkusze mapy do gry na papierze</translation>
    </message>
    <message>
        <source>Cartographers Heroes: solo, pass-and-play, against computer cartographers and over the network; map sheets printed or saved as PDF. Without a command, the app&apos;s window opens.</source>
        <translation>Kartografowie: Herosi — solo, przy jednym komputerze, z kartografami komputerowymi i przez sieć; arkusze mapy drukowane lub zapisane jako PDF. Bez polecenia otwiera się okno aplikacji.</translation>
    </message>
    <message>
        <source>show the version and exit</source>
        <translation>pokazuje wersję i kończy działanie</translation>
    </message>
    <message>
        <source>language of the app and of the commands</source>
        <translation>język aplikacji i poleceń</translation>
    </message>
    <message>
        <source>host a game for players on other computers</source>
        <translation>poprowadź grę dla graczy na innych komputerach</translation>
    </message>
    <message>
        <source>seats, 1–6</source>
        <translation>liczba miejsc, 1–6</translation>
    </message>
    <message>
        <source>Heroes, the base game, or both combined (default heroes)</source>
        <translation>Herosi (heroes), gra podstawowa (base) lub obie gry razem (combined) (domyślnie heroes)</translation>
    </message>
    <message>
        <source>sheet side (default: the rules&apos; first, C for Heroes)</source>
        <translation>strona arkusza mapy (domyślnie: pierwsza strona zasad, C dla Herosów)</translation>
    </message>
    <message>
        <source>random, first_game, or four scoring card ids for A–D separated by commas: </source>
        <translation>random, first_game albo cztery identyfikatory kart Punktacji dla A–D oddzielone przecinkami: </translation>
    </message>
    <message>
        <source>a nats-server to use (nats://token@host:port, tls://…)</source>
        <translation>nats-server do użycia (nats://token@host:port, tls://…)</translation>
    </message>
    <message>
        <source>the server&apos;s token (else from the URL)</source>
        <translation>token serwera (w przeciwnym razie z URL)</translation>
    </message>
    <message>
        <source>a NATS credentials file</source>
        <translation>plik z danymi uwierzytelniającymi NATS</translation>
    </message>
    <message>
        <source>where the server this host starts listens (default: every network)</source>
        <translation>gdzie nasłuchuje serwer uruchamiany przez tego gospodarza (domyślnie: w każdej sieci)</translation>
    </message>
    <message>
        <source>the port of the server this host starts (default: a free one)</source>
        <translation>port serwera uruchamianego przez tego gospodarza (domyślnie: wolny)</translation>
    </message>
    <message>
        <source>do not announce on the LAN</source>
        <translation>nie ogłaszaj gry w sieci lokalnej</translation>
    </message>
    <message>
        <source>take a seat too, played by a computer cartographer under this name</source>
        <translation>zajmij też miejsce, na którym pod tym imieniem gra kartograf komputerowy</translation>
    </message>
    <message>
        <source>the computer playing --name&apos;s seat</source>
        <translation>komputer grający na miejscu --name</translation>
    </message>
    <message>
        <source>go on hosting a game this computer hosted before</source>
        <translation>kontynuuj prowadzenie gry, którą ten komputer prowadził wcześniej</translation>
    </message>
    <message>
        <source>play one seat of a network game</source>
        <translation>zagraj na jednym miejscu gry sieciowej</translation>
    </message>
    <message>
        <source>the join code the host printed</source>
        <translation>kod dołączenia wypisany przez gospodarza</translation>
    </message>
    <message>
        <source>computer cartographer</source>
        <translation>kartograf komputerowy</translation>
    </message>
    <message>
        <source>the player&apos;s name (keeps the seat after a restart)</source>
        <translation>imię gracza (zachowuje miejsce po ponownym uruchomieniu)</translation>
    </message>
    <message>
        <source>a NATS credentials file, if the server wants one</source>
        <translation>plik z danymi uwierzytelniającymi NATS, jeśli serwer go wymaga</translation>
    </message>
    <message>
        <source>print the result code of a finished saved game</source>
        <translation>wypisz kod wyniku ukończonej zapisanej gry</translation>
    </message>
    <message>
        <source>Print the result code of a finished saved game: one line that carries the setup and every decision, for anyone to verify.</source>
        <translation>Wypisuje kod wyniku ukończonej zapisanej gry: jeden wiersz, który zawiera przygotowanie gry i każdy ruch, by każdy mógł go sprawdzić.</translation>
    </message>
    <message>
        <source>replay a result code and print its standings</source>
        <translation>odtwórz kod wyniku i wypisz klasyfikację</translation>
    </message>
    <message>
        <source>Replay a result code with the rules engine and print the standings it reaches, as autoplay prints them; or say why it is not a legal game.</source>
        <translation>Odtwarza kod wyniku zgodnie z zasadami i wypisuje klasyfikację, do której dochodzi gra, tak jak autoplay; albo mówi, dlaczego nie jest to gra zgodna z zasadami.</translation>
    </message>
    <message>
        <source>a result code (dashes and spaces ignored)</source>
        <translation>kod wyniku (myślniki i spacje są pomijane)</translation>
    </message>
</context>
<context>
    <name>HintController</name>
    <message>
        <source>Hint (H)</source>
        <translation>Podpowiedź (H)</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Myślę…</translation>
    </message>
    <message>
        <source>This is a journey chapter. A game played with a hint earns no star: it is recorded with its hints, and the chapter stays as it is. Take a hint all the same?</source>
        <translation>To rozdział podróży. Gra rozegrana z podpowiedzią nie daje gwiazdy: zostanie zapisana razem z podpowiedziami, a rozdział pozostanie bez zmian. Mimo to wziąć podpowiedź?</translation>
    </message>
    <message>
        <source>This is the challenge of the week. A game played with a hint gets no place beside the hard computer&apos;s rating: it is recorded with its hints. Take a hint all the same?</source>
        <translation>To wyzwanie tygodnia. Gra rozegrana z podpowiedzią nie jest porównywana z oceną komputera na trudnym poziomie: zostanie zapisana razem z podpowiedziami. Mimo to wziąć podpowiedź?</translation>
    </message>
    <message>
        <source>A hint in a game that counts</source>
        <translation>Podpowiedź w grze, która się liczy</translation>
    </message>
    <message>
        <source>Hint: the computer would draw it here. Enter takes it, Esc ignores it.</source>
        <translation>Podpowiedź: komputer narysowałby Potwora tutaj. Enter go narysuje, Esc pominie podpowiedź.</translation>
    </message>
    <message numerus="yes">
        <source>Hint: this earns %n point(s) of this season&apos;s edicts.</source>
        <translation>
            <numerusform>Podpowiedź: ten ruch da %n punkt z edyktów tej Pory Roku.</numerusform>
            <numerusform>Podpowiedź: ten ruch da %n punkty z edyktów tej Pory Roku.</numerusform>
            <numerusform>Podpowiedź: ten ruch da %n punktów z edyktów tej Pory Roku.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter takes it, Esc ignores it.</source>
        <translation>Enter go wykona, Esc go pominie.</translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message>
        <source>{edict} +{now} now, about +{later} later</source>
        <translation>{edict} +{now} teraz, około +{later} później</translation>
    </message>
    <message>
        <source>{edict} +{now} now</source>
        <translation>{edict} +{now} teraz</translation>
    </message>
    <message>
        <source>{edict}: about +{later} in later seasons</source>
        <translation>{edict}: około +{later} w kolejnych Porach Roku</translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n moneta</numerusform>
            <numerusform>%n monety</numerusform>
            <numerusform>%n monet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n space(s) fewer next to a monster</source>
        <translation>
            <numerusform>o %n obszar mniej obok Potwora</numerusform>
            <numerusform>o %n obszary mniej obok Potwora</numerusform>
            <numerusform>o %n obszarów mniej obok Potwora</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more space(s) next to a monster</source>
        <translation>
            <numerusform>o %n obszar więcej obok Potwora</numerusform>
            <numerusform>o %n obszary więcej obok Potwora</numerusform>
            <numerusform>o %n obszarów więcej obok Potwora</numerusform>
        </translation>
    </message>
    <message>
        <source>keeps room for the cards still to come</source>
        <translation>zostawia miejsce na karty, które jeszcze przyjdą</translation>
    </message>
    <message>
        <source>Why: {reasons}.</source>
        <translation>Dlaczego: {reasons}.</translation>
    </message>
</context>
<context>
    <name>HistoryScreen</name>
    <message>
        <source>History</source>
        <translation>Historia</translation>
    </message>
    <message>
        <source>← Back</source>
        <translation>← Wstecz</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Pokaż:</translation>
    </message>
    <message>
        <source>Edicts:</source>
        <translation>Edykty:</translation>
    </message>
    <message>
        <source>No finished games yet. Every game you finish is kept here, to compare and to watch again.</source>
        <translation>Nie ma jeszcze ukończonych gier. Każda ukończona gra zostaje tu zachowana, by ją porównać i obejrzeć ponownie.</translation>
    </message>
    <message>
        <source>Personal bests</source>
        <translation>Rekordy osobiste</translation>
    </message>
    <message>
        <source>Watch this game again…</source>
        <translation>Obejrzyj tę grę ponownie…</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Ukończono</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <source>Edicts</source>
        <translation>Edykty</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Stars</source>
        <translation>Gwiazdki</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Wszystkie gry</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <source>Pass-and-play</source>
        <translation>Wielu graczy</translation>
    </message>
    <message>
        <source>All edict sets</source>
        <translation>Wszystkie zestawy edyktów</translation>
    </message>
    <message>
        <source>{title} · rating {rating}</source>
        <translation>{title} · ocena {rating}</translation>
    </message>
    <message>
        <source>Shared victory: {names}</source>
        <translation>Wspólne zwycięstwo: {names}</translation>
    </message>
    <message>
        <source>{names} won (tie-break)</source>
        <translation>Wygrywa {names} (rozstrzygnięcie remisu)</translation>
    </message>
    <message>
        <source>{names} won</source>
        <translation>Wygrywa {names}</translation>
    </message>
    <message>
        <source>Your best results will appear here.</source>
        <translation>Tu pojawią się twoje najlepsze wyniki.</translation>
    </message>
    <message>
        <source>Best solo rating</source>
        <translation>Najlepsza ocena solo</translation>
    </message>
    <message>
        <source>Best on these edicts</source>
        <translation>Najlepszy z tymi edyktami</translation>
    </message>
    <message>
        <source>{name}: {stars} ★</source>
        <translation>{name}: {stars} ★</translation>
    </message>
    <message>
        <source>Most stars in pass-and-play</source>
        <translation>Najwięcej Gwiazdek w grze wieloosobowej</translation>
    </message>
    <message>
        <source>Games finished: {count}</source>
        <translation>Ukończonych gier: {count}</translation>
    </message>
    <message>
        <source>Achievements…</source>
        <translation>Osiągnięcia…</translation>
    </message>
    <message>
        <source>Share result…</source>
        <translation>Udostępnij wynik…</translation>
    </message>
</context>
<context>
    <name>IntroPage</name>
    <message>
        <source>Play a campaign</source>
        <translation>Zagraj kampanię</translation>
    </message>
    <message>
        <source>A campaign is a series of solo games played over a few days — four chapters, each with its own map and edicts. Your best game in each chapter counts; replay a chapter whenever you want to beat it. Share the campaign code and a friend plays the very same chapters.</source>
        <translation>Kampania to seria gier solo rozgrywanych przez kilka dni — cztery rozdziały, każdy z własną mapą i edyktami. Liczy się twoja najlepsza gra w każdym rozdziale; możesz powtórzyć rozdział, kiedy chcesz poprawić wynik. Udostępnij kod kampanii, a znajomy zagra dokładnie te same rozdziały.</translation>
    </message>
    <message>
        <source>Start a campaign…</source>
        <translation>Rozpocznij kampanię…</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message numerus="yes">
        <source>{name} — %n seat(s)</source>
        <translation>
            <numerusform>{name} — %n miejsce</numerusform>
            <numerusform>{name} — %n miejsca</numerusform>
            <numerusform>{name} — %n miejsc</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) found</source>
        <translation>
            <numerusform>Znaleziono %n grę</numerusform>
            <numerusform>Znaleziono %n gry</numerusform>
            <numerusform>Znaleziono %n gier</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Journey</name>
    <message>
        <source>Chapter {number}: {stars}</source>
        <translation>Rozdział {number}: {stars}</translation>
    </message>
    <message>
        <source>A game played with a hint earns no star ({hints}).</source>
        <translation>Gra rozegrana z podpowiedzią nie daje gwiazdy ({hints}).</translation>
    </message>
    <message>
        <source>Next star: {goal}</source>
        <translation>Następna gwiazda: {goal}</translation>
    </message>
    <message>
        <source>{star} Chapter {number} is open: {title}</source>
        <translation>{star} Rozdział {number} jest otwarty: {title}</translation>
    </message>
    <message>
        <source>A game played with a hint has no place beside the hard computer&apos;s rating ({hints}).</source>
        <translation>Gra rozegrana z podpowiedzią nie jest porównywana z oceną komputera na trudnym poziomie ({hints}).</translation>
    </message>
    <message>
        <source>The hard computer scored {rating} on this deal.</source>
        <translation>Komputer na trudnym poziomie uzyskał w tej grze ocenę {rating}.</translation>
    </message>
    <message>
        <source>The hard computer is still playing this deal; its rating will be on the journey page.</source>
        <translation>Komputer na trudnym poziomie wciąż gra w tę grę; jego ocena pojawi się na stronie podróży.</translation>
    </message>
    <message>
        <source>a rating of {rating} or more ({title})</source>
        <translation>ocena {rating} lub więcej ({title})</translation>
    </message>
    <message>
        <source>a rating of {rating} or more</source>
        <translation>ocena {rating} lub więcej</translation>
    </message>
    <message>
        <source>win the game</source>
        <translation>wygraj grę</translation>
    </message>
    <message>
        <source>finish in place {place} or better</source>
        <translation>zajmij {place}. miejsce lub lepsze</translation>
    </message>
    <message>
        <source>lose no star to monsters</source>
        <translation>nie strać Gwiazdki przez Potwory</translation>
    </message>
    <message>
        <source>score edict {letter} every time</source>
        <translation>zdobądź punkty za edykt {letter} za każdym razem</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} i {second}</translation>
    </message>
</context>
<context>
    <name>JourneyScreen</name>
    <message>
        <source>The journey</source>
        <translation>Podróż</translation>
    </message>
    <message>
        <source>Custom campaign from a code…</source>
        <translation>Własna kampania z kodu…</translation>
    </message>
    <message>
        <source>Verify a result code…</source>
        <translation>Sprawdź kod wyniku…</translation>
    </message>
    <message>
        <source>← Back</source>
        <translation>← Wstecz</translation>
    </message>
    <message>
        <source>Play this chapter</source>
        <translation>Graj ten rozdział</translation>
    </message>
    <message>
        <source>Play this week&apos;s challenge</source>
        <translation>Graj wyzwanie tygodnia</translation>
    </message>
    <message>
        <source>{stars} {earned} of {most}</source>
        <translation>{stars} {earned} z {most}</translation>
    </message>
    <message>
        <source>(locked)</source>
        <translation>(zablokowany)</translation>
    </message>
    <message>
        <source>Chapter {number}: {title}</source>
        <translation>Rozdział {number}: {title}</translation>
    </message>
    <message>
        <source>{side}; edicts: {edicts}</source>
        <translation>{side}; edykty: {edicts}</translation>
    </message>
    <message>
        <source>At the table: {names}.</source>
        <translation>Przy stole: {names}.</translation>
    </message>
    <message>
        <source>Next star: {goal}</source>
        <translation>Następna gwiazda: {goal}</translation>
    </message>
    <message>
        <source>Your best: rating {score}</source>
        <translation>Twój najlepszy wynik: ocena {score}</translation>
    </message>
    <message>
        <source>Your best: {score} stars</source>
        <translation>Twój najlepszy wynik: {score} Gwiazdek</translation>
    </message>
    <message>
        <source>(no star)</source>
        <translation>(bez gwiazdy)</translation>
    </message>
    <message>
        <source>Earn a star in the chapter before.</source>
        <translation>Najpierw zdobądź gwiazdę w poprzednim rozdziale.</translation>
    </message>
    <message>
        <source>Challenge of the week {week}</source>
        <translation>Wyzwanie tygodnia {week}</translation>
    </message>
    <message>
        <source>Your best: rating {rating} ({title})</source>
        <translation>Twój najlepszy wynik: ocena {rating} ({title})</translation>
    </message>
    <message>
        <source>The hard computer scored {rating} on this deal.</source>
        <translation>Komputer na trudnym poziomie uzyskał w tej grze ocenę {rating}.</translation>
    </message>
    <message>
        <source>The hard computer is still playing this deal.</source>
        <translation>Komputer na trudnym poziomie wciąż gra w tę grę.</translation>
    </message>
    <message>
        <source>Played with hints: {ratings} (no place beside the computer).</source>
        <translation>Rozegrane z podpowiedziami: {ratings} (bez porównania z komputerem).</translation>
    </message>
    <message>
        <source>{week}: {rating}</source>
        <translation>{week}: {rating}</translation>
    </message>
    <message>
        <source>Earlier weeks: {list}</source>
        <translation>Poprzednie tygodnie: {list}</translation>
    </message>
    <message>
        <source>Cartographer</source>
        <translation>Kartograf</translation>
    </message>
    <message>
        <source>Resume this chapter</source>
        <translation>Wznów ten rozdział</translation>
    </message>
    <message>
        <source>Resume this week&apos;s challenge</source>
        <translation>Wznów wyzwanie tygodnia</translation>
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
        <translation>łatwy komputer</translation>
    </message>
    <message>
        <source>medium computer</source>
        <translation>średni komputer</translation>
    </message>
    <message>
        <source>hard computer</source>
        <translation>trudny komputer</translation>
    </message>
    <message>
        <source>expert computer</source>
        <translation>komputer ekspert</translation>
    </message>
    <message>
        <source>random computer</source>
        <translation>losowy komputer</translation>
    </message>
</context>
<context>
    <name>LiveScore</name>
    <message>
        <source>coins {change}</source>
        <translation>monety {change}</translation>
    </message>
    <message>
        <source>monsters {change}</source>
        <translation>Potwory {change}</translation>
    </message>
    <message>
        <source>No change to this season&apos;s score.</source>
        <translation>Wynik tej Pory Roku się nie zmienia.</translation>
    </message>
    <message>
        <source>Show the spaces</source>
        <translation>Pokaż obszary</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>If {season} were scored now</source>
        <translation>Gdyby punktacja była teraz: {season}</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Monety</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Potwory</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <source>{owner}&apos;s map, if {season} were scored now</source>
        <translation>Mapa gracza {owner}, gdyby punktacja była teraz: {season}</translation>
    </message>
    <message>
        <source>This move: {changes}</source>
        <translation>Ten ruch: {changes}</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Wynik końcowy</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Your games cannot be saved: the folder {folder} cannot be written to ({reason}). You can play, but nothing will be kept.</source>
        <translation>Nie można zapisywać gier: do folderu {folder} nie można pisać ({reason}). Możesz grać, ale nic nie zostanie zachowane.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
        <source>&amp;Host a game on the network…</source>
        <translation>&amp;Hostuj grę w sieci…</translation>
    </message>
    <message>
        <source>&amp;Join a game on the network…</source>
        <translation>Dołącz do &amp;gry w sieci…</translation>
    </message>
    <message>
        <source>Stan&amp;d-ins for players who left…</source>
        <translation>Zastępcy za graczy, którzy wysz&amp;li z gry…</translation>
    </message>
    <message>
        <source>Con&amp;tinue</source>
        <translation>Kon&amp;tynuuj</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otwórz…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Otwórz o&amp;statnie</translation>
    </message>
    <message>
        <source>Sa&amp;ved games…</source>
        <translation>Zap&amp;isane gry…</translation>
    </message>
    <message>
        <source>&amp;Save under a name…</source>
        <translation>Zapisz po&amp;d nazwą…</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Zapisz &amp;jako…</translation>
    </message>
    <message>
        <source>&amp;Export sheets to PDF…</source>
        <translation>&amp;Eksportuj mapy do PDF…</translation>
    </message>
    <message>
        <source>&amp;Blank sheets to PDF…</source>
        <translation>&amp;Puste arkusze do PDF…</translation>
    </message>
    <message>
        <source>&amp;Undo last move</source>
        <translation>&amp;Cofnij ostatni ruch</translation>
    </message>
    <message>
        <source>All &amp;maps</source>
        <translation>Wszystkie &amp;mapy</translation>
    </message>
    <message>
        <source>Standin&amp;gs</source>
        <translation>Klasy&amp;fikacja</translation>
    </message>
    <message>
        <source>Offer h&amp;ints</source>
        <translation>Pokazuj podpo&amp;wiedzi</translation>
    </message>
    <message>
        <source>&amp;Finished games</source>
        <translation>&amp;Ukończone gry</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Zakończ</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Jak grać</translation>
    </message>
    <message>
        <source>&amp;About Kartografové</source>
        <translation>&amp;O programie Kartografowie</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Język</translation>
    </message>
    <message>
        <source>Saved as “{name}”.</source>
        <translation>Zapisano jako „{name}”.</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Otwórz zapisaną grę</translation>
    </message>
    <message>
        <source>Your data folder</source>
        <translation>Twój folder danych</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Nie można otworzyć gry</translation>
    </message>
    <message>
        <source>{name} cannot be opened. {reason}</source>
        <translation>Nie można otworzyć {name}. {reason}</translation>
    </message>
    <message>
        <source>No unfinished games</source>
        <translation>Brak niedokończonych gier</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Nie zapisano</translation>
    </message>
    <message>
        <source>This game is not being saved: {reason}. Every move is kept while the window is open; use Save as… to keep it somewhere else.</source>
        <translation>Ta gra nie jest zapisywana: {reason}. Dopóki okno jest otwarte, żaden ruch nie przepadnie; zapisz ją gdzie indziej poleceniem Zapisz jako…</translation>
    </message>
    <message>
        <source>Your settings could not be saved: {reason}.</source>
        <translation>Nie można zapisać ustawień: {reason}.</translation>
    </message>
    <message>
        <source>The network game refused a message, which changed nothing: {reason}</source>
        <translation>Gra sieciowa odrzuciła wiadomość, więc nic się nie zmieniło: {reason}</translation>
    </message>
    <message>
        <source>The finished game could not be added to the history or campaign; its autosave is kept in your data folder.</source>
        <translation>Nie można dodać zakończonej gry do historii ani kampanii; jej automatyczny zapis pozostaje w twoim folderze danych.</translation>
    </message>
    <message>
        <source>A finished game</source>
        <translation>Zakończona gra</translation>
    </message>
    <message>
        <source>This game was already finished when it was opened. Is it one of your games? If so, it is added to your finished games and personal bests.</source>
        <translation>Ta gra była już zakończona, gdy ją otwarto. Czy to twoja gra? Jeśli tak, zostanie dodana do twoich zakończonych gier i rekordów.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Zapisz grę</translation>
    </message>
    <message>
        <source>The game could not be saved: {reason}</source>
        <translation>Nie udało się zapisać gry: {reason}</translation>
    </message>
    <message>
        <source>Kartografové</source>
        <translation>Kartografowie</translation>
    </message>
    <message>
        <source>Journey and &amp;campaigns</source>
        <translation>Podróż i &amp;kampanie</translation>
    </message>
    <message>
        <source>Sho&amp;w animations</source>
        <translation>Animacje map&amp;y</translation>
    </message>
    <message>
        <source>Sho&amp;w animations (off: the system asks for less motion)</source>
        <translation>Animacje map&amp;y (wyłączone: system prosi o mniej ruchu)</translation>
    </message>
</context>
<context>
    <name>Monsters</name>
    <message>
        <source>Dragon</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Polish name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Smok</translation>
    </message>
    <message>
        <source>Zombie</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Polish name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Zombie</translation>
    </message>
    <message>
        <source>Giant Troll</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Polish name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Olbrzymi troll</translation>
    </message>
    <message>
        <source>Gorgon</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Polish name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>Gorgona</translation>
    </message>
</context>
<context>
    <name>NetCommands</name>
    <message>
        <source>the data folder {folder} cannot be used ({reason})</source>
        <translation>nie można użyć folderu danych {folder} ({reason})</translation>
    </message>
    <message>
        <source>--players N is needed to host a new game</source>
        <translation>do hostowania nowej gry potrzeba --players N</translation>
    </message>
    <message>
        <source>--port is for a new server this host starts</source>
        <translation>--port dotyczy tylko nowego serwera, który uruchamia ten gospodarz</translation>
    </message>
    <message>
        <source>stopped; go on with --resume</source>
        <translation>zatrzymano; kontynuuj z --resume</translation>
    </message>
    <message>
        <source>stopped; join again with the same --name</source>
        <translation>zatrzymano; dołącz ponownie z tym samym --name</translation>
    </message>
    <message>
        <source>the record of game {game} ({kept}) has lost the host&apos;s secrets (secret, key); it cannot be hosted again</source>
        <translation>zapis gry {game} ({kept}) utracił sekrety gospodarza (sekret, klucz); tej gry nie można już ponownie hostować</translation>
    </message>
    <message>
        <source>no game {game} to resume here</source>
        <translation>nie ma tu gry {game}, którą można wznowić</translation>
    </message>
    <message>
        <source>the key of {name} cannot be read ({reason})</source>
        <translation>nie można odczytać klucza gracza {name} ({reason})</translation>
    </message>
    <message>
        <source>{path} does not hold the key of {name} (a damaged file, a folder or a device)</source>
        <translation>{path} nie zawiera klucza gracza {name} (uszkodzony plik, folder lub urządzenie)</translation>
    </message>
    <message>
        <source>not announced on the local network ({reason})</source>
        <translation>gry nie ogłoszono w sieci lokalnej ({reason})</translation>
    </message>
    <message>
        <source>the game&apos;s server had stopped: it runs again</source>
        <translation>serwer gry się zatrzymał: znów działa</translation>
    </message>
    <message>
        <source>the game could not be kept in the history ({reason})</source>
        <translation>nie udało się zachować gry w historii ({reason})</translation>
    </message>
    <message>
        <source>warning: {text}</source>
        <translation>ostrzeżenie: {text}</translation>
    </message>
    <message>
        <source> (kept as {path})</source>
        <translation> (zachowano jako {path})</translation>
    </message>
    <message>
        <source>the server&apos;s permissions do not let a game be played there: {problems}</source>
        <translation>uprawnienia serwera nie pozwalają na nim grać: {problems}</translation>
    </message>
    <message>
        <source>{exposure} (give the players a user of their own: docs/PROTOCOL.md, Someone else&apos;s server)</source>
        <translation>{exposure} (daj graczom własnego użytkownika: docs/PROTOCOL.md, Someone else&apos;s server)</translation>
    </message>
</context>
<context>
    <name>NetFailures</name>
    <message>
        <source>Type the join code the host gives you.</source>
        <translation>Wpisz kod dołączenia od gospodarza.</translation>
    </message>
    <message>
        <source>“{character}” is never in join codes (they have no 0, O, 1 or I).</source>
        <translation>„{character}” nie występuje w kodach dołączenia (nie ma w nich 0, O, 1 ani I).</translation>
    </message>
    <message>
        <source>This is not a valid join code. Check it for a typo.</source>
        <translation>To nie jest prawidłowy kod dołączenia. Sprawdź, czy nie ma literówki.</translation>
    </message>
    <message>
        <source>Port {port} is taken by another program.</source>
        <translation>Port {port} zajmuje inny program.</translation>
    </message>
    <message>
        <source>The game&apos;s server program (nats-server) is not installed.</source>
        <translation>Program serwera gry (nats-server) nie jest zainstalowany.</translation>
    </message>
    <message>
        <source>The game&apos;s server could not be started on this computer.</source>
        <translation>Nie udało się uruchomić serwera gry na tym komputerze.</translation>
    </message>
    <message>
        <source>The network failed: {reason}.</source>
        <translation>Sieć zawiodła: {reason}.</translation>
    </message>
    <message>
        <source>The game&apos;s messages could not be read.</source>
        <translation>Nie da się odczytać wiadomości gry.</translation>
    </message>
    <message>
        <source>it was not a valid message of this game (forged, damaged or out of turn)</source>
        <translation>nie była to prawidłowa wiadomość tej gry (podrobiona, uszkodzona lub poza kolejnością)</translation>
    </message>
    <message>
        <source>The server refused the key (a wrong token or credentials file).</source>
        <translation>Serwer odrzucił klucz (nieprawidłowy token lub plik poświadczeń).</translation>
    </message>
    <message>
        <source>There is no such game on the server: it has ended, or the code has a typo.</source>
        <translation>Na serwerze nie ma takiej gry: skończyła się albo w kodzie jest literówka.</translation>
    </message>
    <message>
        <source>The game has already started without you.</source>
        <translation>Gra rozpoczęła się już bez ciebie.</translation>
    </message>
    <message>
        <source>The game is full.</source>
        <translation>Gra jest już pełna.</translation>
    </message>
    <message>
        <source>The host&apos;s deal could not be verified, so the game cannot be played fairly.</source>
        <translation>Nie da się sprawdzić rozdania gospodarza, więc gry nie można rozegrać uczciwie.</translation>
    </message>
    <message>
        <source>The server does not answer. Check its address.</source>
        <translation>Serwer nie odpowiada. Sprawdź jego adres.</translation>
    </message>
    <message>
        <source>Could not join the game: the host does not answer. Check the code, and whether the host is still hosting the game.</source>
        <translation>Nie udało się dołączyć do gry: gospodarz nie odpowiada. Sprawdź kod i czy gospodarz nadal prowadzi grę.</translation>
    </message>
    <message>
        <source>The server does not keep game logs: it must run with JetStream (nats-server -js).</source>
        <translation>Serwer nie przechowuje zapisów gier: musi działać z JetStreamem (nats-server -js).</translation>
    </message>
    <message>
        <source>The server refused what the game asked of it.</source>
        <translation>Serwer odmówił tego, o co prosiła gra.</translation>
    </message>
    <message>
        <source>Something unexpected stopped the network game.</source>
        <translation>Coś nieoczekiwanego zatrzymało grę sieciową.</translation>
    </message>
    <message>
        <source>The server&apos;s permissions do not let a game be played there: {problems}.</source>
        <translation>Uprawnienia serwera nie pozwalają na nim grać: {problems}.</translation>
    </message>
</context>
<context>
    <name>NetHost</name>
    <message>
        <source>Host a game</source>
        <translation>Hostuj grę</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Twoje imię:</translation>
    </message>
    <message>
        <source>Players at other computers:</source>
        <translation>Gracze przy innych komputerach:</translation>
    </message>
    <message>
        <source>Computer cartographers:</source>
        <translation>Kartografowie komputerowi:</translation>
    </message>
    <message>
        <source>Computer level:</source>
        <translation>Poziom komputera:</translation>
    </message>
    <message>
        <source>Map sheet:</source>
        <translation>Arkusz mapy:</translation>
    </message>
    <message>
        <source>Another server: nats://TOKEN@server:4222 or tls://…</source>
        <translation>Inny serwer: nats://TOKEN@serwer:4222 albo tls://…</translation>
    </message>
    <message>
        <source>Server:</source>
        <translation>Serwer:</translation>
    </message>
    <message>
        <source>For the base game, combined play, chosen edicts or rules options, set the table up in Game → New game and make a seat “At another computer”.</source>
        <translation>Aby zagrać w grę podstawową, w obie gry razem, z wybranymi edyktami lub opcjami zasad, przygotuj stół w menu Gra → Nowa gra i ustaw jedno miejsce na „Przy innym komputerze”.</translation>
    </message>
    <message>
        <source>Host the game</source>
        <translation>Hostuj grę</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Ten komputer</translation>
    </message>
    <message>
        <source>Another server</source>
        <translation>Inny serwer</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adres:</translation>
    </message>
    <message>
        <source>Credentials file:</source>
        <translation>Plik poświadczeń:</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Gospodarz</translation>
    </message>
</context>
<context>
    <name>NetJoin</name>
    <message>
        <source>Join a game</source>
        <translation>Dołącz do gry</translation>
    </message>
    <message>
        <source>Look again</source>
        <translation>Szukaj ponownie</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Twoje imię:</translation>
    </message>
    <message>
        <source>Games nearby:</source>
        <translation>Gry w pobliżu:</translation>
    </message>
    <message>
        <source>Join code:</source>
        <translation>Kod dołączenia:</translation>
    </message>
    <message>
        <source>The server needs a credentials file</source>
        <translation>Serwer wymaga pliku poświadczeń</translation>
    </message>
    <message>
        <source>Credentials file:</source>
        <translation>Plik poświadczeń:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Dołącz</translation>
    </message>
    <message>
        <source>Looking on the local network…</source>
        <translation>Szukam w sieci lokalnej…</translation>
    </message>
    <message>
        <source>None found: type the join code the host gives you.</source>
        <translation>Nic nie znaleziono: wpisz kod dołączenia od gospodarza.</translation>
    </message>
    <message>
        <source>This join code comes from a newer version of Kartografové: update Kartografové on this computer.</source>
        <translation>Ten kod dołączenia pochodzi z nowszej wersji Kartografów: zaktualizuj Kartografów na tym komputerze.</translation>
    </message>
    <message>
        <source>This join code comes from an older version of Kartografové: the host must update.</source>
        <translation>Ten kod dołączenia pochodzi ze starszej wersji Kartografów: gospodarz musi zaktualizować.</translation>
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
        <translation>Łatwy</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Średni</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Trudny</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
</context>
<context>
    <name>NetLobby</name>
    <message>
        <source>Cartographers Heroes</source>
        <translation>Kartografowie: Herosi</translation>
    </message>
    <message>
        <source>Cartographers (the base game)</source>
        <translation>Kartografowie (gra podstawowa)</translation>
    </message>
    <message>
        <source>Both combined</source>
        <translation>Obie gry razem</translation>
    </message>
    <message>
        <source>random edicts</source>
        <translation>losowe edykty</translation>
    </message>
    <message>
        <source>the first game&apos;s edicts</source>
        <translation>edykty na pierwszą grę</translation>
    </message>
    <message>
        <source>edicts {cards}</source>
        <translation>edykty {cards}</translation>
    </message>
    <message>
        <source>Join code:</source>
        <translation>Kod dołączenia:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopiuj</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Łączenie…</translation>
    </message>
    <message>
        <source>The game begins.</source>
        <translation>Gra się zaczyna.</translation>
    </message>
    <message>
        <source>At the table: {seated} of {seats}</source>
        <translation>Przy stole: {seated} z {seats}</translation>
    </message>
    <message>
        <source>Waiting for the other cartographers to join…</source>
        <translation>Czekamy, aż dołączą pozostali kartografowie…</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Spróbuj ponownie</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>Network game: the seed is disclosed at the end.</source>
        <translation>Gra sieciowa: numer gry zostanie ujawniony na końcu.</translation>
    </message>
    <message>
        <source>The game&apos;s server cannot be reached: it has stopped or the network is down. The game goes on when it is back.</source>
        <translation>Serwer gry jest nieosiągalny: zatrzymał się albo sieć nie działa. Gra będzie kontynuowana, gdy znów będzie dostępny.</translation>
    </message>
    <message>
        <source>The host&apos;s app is not answering. The game goes on when the host continues it (Game → Continue).</source>
        <translation>Aplikacja gospodarza nie odpowiada. Gra będzie kontynuowana, gdy gospodarz ją wznowi (Gra → Kontynuuj).</translation>
    </message>
    <message>
        <source>A computer cartographer plays for you until the host gives your seat back.</source>
        <translation>Za ciebie gra kartograf komputerowy, dopóki gospodarz nie odda ci miejsca.</translation>
    </message>
    <message>
        <source>Waiting for the next card…</source>
        <translation>Czekamy na następną kartę…</translation>
    </message>
    <message>
        <source>Waiting for {names} to draw…</source>
        <translation>Czekamy na ruch: {names}…</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>Gra sieciowa</translation>
    </message>
    <message>
        <source>A game with players at other computers has one person at this computer: make one seat, and only one, a person here.</source>
        <translation>Gra z graczami przy innych komputerach ma przy tym komputerze jedną osobę: ustaw dokładnie jedno miejsce na „Człowiek”.</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Zagraj ponownie</translation>
    </message>
    <message>
        <source>Only the host can start a rematch of a network game. When they host the same table again, join it with the new code they give you.</source>
        <translation>Rewanż w grze sieciowej może rozpocząć tylko gospodarz. Gdy ponownie założy ten sam stół, dołącz do niego z nowym kodem, który ci poda.</translation>
    </message>
    <message>
        <source>Leave the game you host?</source>
        <translation>Opuścić grę, którą hostujesz?</translation>
    </message>
    <message>
        <source>You host this network game. Without this computer the other players&apos; game pauses until you continue it here (Game → Continue).</source>
        <translation>Hostujesz tę grę sieciową. Bez tego komputera gra pozostałych graczy zatrzyma się, dopóki jej tu nie wznowisz (Gra → Kontynuuj).</translation>
    </message>
    <message>
        <source>Leave it for now?</source>
        <translation>Na razie ją opuścić?</translation>
    </message>
    <message>
        <source>The host&apos;s Kartografové is older than this one: the host must update.</source>
        <translation>Gospodarz ma starszą wersję Kartografów niż ten komputer: gospodarz musi ją zaktualizować.</translation>
    </message>
    <message>
        <source>The host&apos;s Kartografové is newer: update Kartografové on this computer.</source>
        <translation>Gospodarz ma nowszą wersję Kartografów: zaktualizuj Kartografów na tym komputerze.</translation>
    </message>
    <message>
        <source>This game was opened by another host than the join code names: it is refused.</source>
        <translation>Tę grę otworzył inny gospodarz niż ten, którego wskazuje kod dołączenia: gra została odrzucona.</translation>
    </message>
    <message>
        <source>The network game cannot go on. {reason}</source>
        <translation>Gra sieciowa nie może być kontynuowana. {reason}</translation>
    </message>
</context>
<context>
    <name>NetProbe</name>
    <message>
        <source>the host&apos;s login may not make a game&apos;s stream ($JS.API.STREAM.CREATE.KG_*)</source>
        <translation>login gospodarza nie może utworzyć strumienia gry ($JS.API.STREAM.CREATE.KG_*)</translation>
    </message>
    <message>
        <source>the host&apos;s login may not publish on the game&apos;s subjects (kg.&gt;)</source>
        <translation>login gospodarza nie może publikować w tematach gry (kg.&gt;)</translation>
    </message>
    <message>
        <source>the join code&apos;s login may not publish on the seats&apos; subjects (kg.*.seat.*): nobody could take a seat</source>
        <translation>login z kodu dołączenia nie może publikować w tematach miejsc (kg.*.seat.*): nikt nie mógłby zająć miejsca</translation>
    </message>
    <message>
        <source>the join code&apos;s login may not read a game&apos;s stream ($JS.API.CONSUMER.CREATE.KG_* and MSG.NEXT)</source>
        <translation>login z kodu dołączenia nie może czytać strumienia gry ($JS.API.CONSUMER.CREATE.KG_* i MSG.NEXT)</translation>
    </message>
    <message>
        <source>everyone holding the join code may delete the game&apos;s stream</source>
        <translation>każdy, kto ma kod dołączenia, może usunąć strumień gry</translation>
    </message>
    <message>
        <source>everyone holding the join code may purge the game&apos;s stream</source>
        <translation>każdy, kto ma kod dołączenia, może wyczyścić strumień gry</translation>
    </message>
    <message>
        <source>everyone holding the join code may write on the host&apos;s subject (forgeries are refused, but a flood there stalls the game)</source>
        <translation>każdy, kto ma kod dołączenia, może pisać w temacie gospodarza (fałszerstwa są odrzucane, ale zalew wiadomości wstrzymuje tam grę)</translation>
    </message>
    <message>
        <source>the players log in with their own credentials files, whose permissions are not checked here</source>
        <translation>gracze logują się własnymi plikami poświadczeń, których uprawnienia nie są tu sprawdzane</translation>
    </message>
</context>
<context>
    <name>NetReports</name>
    <message>
        <source>message {seq} of the game&apos;s log was skipped: it was not a valid message of this game (forged, damaged or out of turn)</source>
        <translation>wiadomość {seq} w zapisie gry została pominięta: nie była to prawidłowa wiadomość tej gry (podrobiona, uszkodzona lub poza kolejnością)</translation>
    </message>
    <message>
        <source>the card the host revealed as card {index} is not the one its seed deals</source>
        <translation>karta, którą gospodarz odkrył jako kartę {index}, nie jest tą, którą rozdaje numer gry</translation>
    </message>
    <message>
        <source>seat {seat}: a move the rules do not allow was refused</source>
        <translation>miejsce {seat}: odrzucono ruch, na który zasady nie pozwalają</translation>
    </message>
    <message>
        <source>season {season}: the game on this computer differs from the host&apos;s</source>
        <translation>Pora Roku {season}: gra na tym komputerze różni się od gry gospodarza</translation>
    </message>
    <message>
        <source>the host&apos;s secret does not deal the game it dealt: it cannot be verified</source>
        <translation>sekret gospodarza nie rozdaje gry, którą rozdał: nie można jej zweryfikować</translation>
    </message>
    <message>
        <source>the host&apos;s server could not give each seat its own user yet: it tries again</source>
        <translation>serwer gospodarza nie mógł jeszcze dać każdemu miejscu własnego użytkownika: spróbuje ponownie</translation>
    </message>
</context>
<context>
    <name>NetResume</name>
    <message>
        <source>The game stays in the list.</source>
        <translation>Gra pozostaje na liście.</translation>
    </message>
    <message>
        <source>Port {port}, where this game&apos;s server listened, is taken by another program now. The other players&apos; apps know only that port: close that program and try again.</source>
        <translation>Port {port}, na którym nasłuchiwał serwer tej gry, zajmuje teraz inny program. Aplikacje pozostałych graczy znają tylko ten port: zamknij ten program i spróbuj ponownie.</translation>
    </message>
    <message>
        <source>The record of this game cannot be used. {reason}</source>
        <translation>Nie można użyć zapisu tej gry. {reason}</translation>
    </message>
    <message>
        <source>Continue a network game</source>
        <translation>Kontynuuj grę sieciową</translation>
    </message>
    <message>
        <source>This computer&apos;s server starts again; the others&apos; apps reconnect by themselves.</source>
        <translation>Serwer tego komputera uruchamia się ponownie; aplikacje pozostałych połączą się same.</translation>
    </message>
    <message>
        <source>Joining again as {name}…</source>
        <translation>Ponowne dołączanie jako {name}…</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Spróbuj ponownie</translation>
    </message>
    <message>
        <source>Forget this game…</source>
        <translation>Usuń tę grę z listy…</translation>
    </message>
    <message>
        <source>Forget this network game? You host it: the other players cannot finish it without this computer. Your finished games and other games are kept.</source>
        <translation>Usunąć tę grę sieciową z listy? Hostujesz ją: pozostali gracze nie dokończą jej bez tego komputera. Twoje zakończone gry i inne gry zostaną zachowane.</translation>
    </message>
    <message>
        <source>Forget this network game? You cannot continue it on this computer afterwards. Your finished games and other games are kept.</source>
        <translation>Usunąć tę grę sieciową z listy? Potem nie będzie można jej kontynuować na tym komputerze. Twoje zakończone gry i inne gry zostaną zachowane.</translation>
    </message>
    <message>
        <source>Forget a network game</source>
        <translation>Usuń grę sieciową z listy</translation>
    </message>
    <message>
        <source>The record of this game has lost the host&apos;s secrets (the seed and the host&apos;s key), so it cannot be hosted again. You can only forget it.</source>
        <translation>Zapis tej gry utracił sekrety gospodarza (numer gry i klucz gospodarza), więc nie można jej ponownie poprowadzić. Możesz ją tylko usunąć z listy.</translation>
    </message>
    <message>
        <source>This game&apos;s server could not be started again.</source>
        <translation>Nie udało się ponownie uruchomić serwera tej gry.</translation>
    </message>
    <message>
        <source>The host cannot be reached. The host may not have continued the game yet: try again later, or forget the game if its host will not come back.</source>
        <translation>Nie można połączyć się z gospodarzem. Gospodarz mógł jeszcze nie wznowić gry: spróbuj później albo usuń ją z listy, jeśli gospodarz nie wróci.</translation>
    </message>
    <message>
        <source>The game&apos;s server cannot be reached. Try again later.</source>
        <translation>Nie można połączyć się z serwerem gry. Spróbuj później.</translation>
    </message>
</context>
<context>
    <name>NetServer</name>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>Only for a server with NATS accounts: your .creds file</source>
        <translation>Tylko dla serwera z kontami NATS: twój plik .creds</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wybierz…</translation>
    </message>
    <message>
        <source>NATS credentials file</source>
        <translation>Plik poświadczeń NATS</translation>
    </message>
    <message>
        <source>NATS credentials (*.creds);;All files (*)</source>
        <translation>Poświadczenia NATS (*.creds);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>“{address}” is not a server address: write it as nats://TOKEN@server:4222, or tls://TOKEN@server:4222 for an encrypted connection.</source>
        <translation>„{address}” nie jest adresem serwera: wpisz go jako nats://TOKEN@serwer:4222 albo tls://TOKEN@serwer:4222 dla połączenia szyfrowanego.</translation>
    </message>
    <message>
        <source>Choose the server&apos;s credentials file.</source>
        <translation>Wybierz plik poświadczeń serwera.</translation>
    </message>
    <message>
        <source>The credentials file {path} does not exist or cannot be read.</source>
        <translation>Plik poświadczeń {path} nie istnieje lub nie da się go odczytać.</translation>
    </message>
    <message>
        <source>{path} is not a NATS credentials file (a .creds file holds a user JWT and an NKEY seed).</source>
        <translation>{path} nie jest plikiem poświadczeń NATS (plik .creds zawiera JWT użytkownika i seed NKEY).</translation>
    </message>
</context>
<context>
    <name>NetStandIns</name>
    <message>
        <source>Stand-ins</source>
        <translation>Zastępcy</translation>
    </message>
    <message>
        <source>A computer cartographer can play for a player who has left. When they join again under the same name, give them their seat back.</source>
        <translation>Kartograf komputerowy może grać za gracza, który wyszedł z gry. Gdy dołączy ponownie pod tym samym imieniem, oddaj mu jego miejsce.</translation>
    </message>
    <message>
        <source>A computer plays</source>
        <translation>Gra komputer</translation>
    </message>
    <message>
        <source>Give the seat back</source>
        <translation>Oddaj miejsce</translation>
    </message>
    <message>
        <source>Computer level:</source>
        <translation>Poziom komputera:</translation>
    </message>
    <message>
        <source>{name} — a computer plays</source>
        <translation>{name} — gra komputer</translation>
    </message>
</context>
<context>
    <name>NewCampaignDialog</name>
    <message>
        <source>New campaign</source>
        <translation>Nowa kampania</translation>
    </message>
    <message>
        <source>New solo campaign</source>
        <translation>Nowa kampania solo</translation>
    </message>
    <message>
        <source>A campaign is a series of solo games — its chapters — each with its own map and edicts. Play them over a few days, replay any chapter to beat your score, and share the code so friends can play the very same maps.</source>
        <translation>Kampania to seria gier solo — rozdziałów — z własnymi mapami i edyktami. Graj w nie przez kilka dni, powtarzaj dowolny rozdział, by pobić swój wynik, i udostępnij kod, aby znajomi mogli zagrać dokładnie te same mapy.</translation>
    </message>
    <message>
        <source>New chapters, chosen at random</source>
        <translation>Nowe rozdziały, wybrane losowo</translation>
    </message>
    <message>
        <source>The chapters of a campaign code:</source>
        <translation>Rozdziały według kodu kampanii:</translation>
    </message>
    <message>
        <source>To compare with a friend, choose the same number of chapters.</source>
        <translation>Aby porównać się ze znajomym, wybierz tę samą liczbę rozdziałów.</translation>
    </message>
    <message>
        <source>Start the campaign</source>
        <translation>Rozpocznij kampanię</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Twoje imię:</translation>
    </message>
    <message>
        <source>Chapters:</source>
        <translation>Rozdziały:</translation>
    </message>
    <message>
        <source>Cartographer</source>
        <translation>Kartograf</translation>
    </message>
    <message>
        <source>A valid code: you will play the same chapters as everyone with it.</source>
        <translation>Prawidłowy kod: zagrasz te same rozdziały co wszyscy, którzy go mają.</translation>
    </message>
    <message>
        <source>Type the code you were given.</source>
        <translation>Wpisz otrzymany kod.</translation>
    </message>
    <message>
        <source>“{character}” never appears in campaign codes (they have no 0, O, 1 or I).</source>
        <translation>„{character}” nie występuje w kodach kampanii (nie ma w nich 0, O, 1 ani I).</translation>
    </message>
    <message numerus="yes">
        <source>A campaign code has 9 characters; this one has %n.</source>
        <translation>
            <numerusform>Kod kampanii ma 9 znaków; ten ma %n.</numerusform>
            <numerusform>Kod kampanii ma 9 znaków; ten ma %n.</numerusform>
            <numerusform>Kod kampanii ma 9 znaków; ten ma %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>This is not a valid code. Check it for a typo.</source>
        <translation>To nie jest prawidłowy kod. Sprawdź, czy nie ma literówki.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Rozpocznij grę</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <source>{season} begins.</source>
        <translation>Zaczyna się Pora Roku: {season}.</translation>
    </message>
    <message>
        <source>Ruins ({card})! The next explore card must be drawn over a ruins space.</source>
        <translation>Ruiny ({card})! Następną kartę Odkryć trzeba narysować na obszarze Ruin.</translation>
    </message>
    <message>
        <source>New card: {card}.</source>
        <translation>Nowa karta: {card}.</translation>
    </message>
    <message>
        <source>{player} drew {monster} on {owner}&apos;s map: {spaces}.</source>
        <translation>{player} narysował(a) Potwora ({monster}) na mapie gracza {owner}: {spaces}.</translation>
    </message>
    <message>
        <source>The monster did not fit: a single monster space at {spaces}.</source>
        <translation>Potwór się nie zmieścił: pojedynczy obszar Potwora na {spaces}.</translation>
    </message>
    <message>
        <source>No room for {card} anywhere: the ambush is ignored.</source>
        <translation>Nigdzie nie ma miejsca na kartę {card}: zasadzka zostaje pominięta.</translation>
    </message>
    <message>
        <source>{player}&apos;s map is full: nothing is drawn for {card}.</source>
        <translation>Mapa gracza {player} jest pełna: za kartę {card} nic się nie rysuje.</translation>
    </message>
    <message numerus="yes">
        <source>The hero&apos;s attack destroys %n monster space(s).</source>
        <translation>
            <numerusform>Atak Herosa zniszczył %n obszar Potwora.</numerusform>
            <numerusform>Atak Herosa zniszczył %n obszary Potworów.</numerusform>
            <numerusform>Atak Herosa zniszczył %n obszarów Potworów.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Gorgon&apos;s gaze destroys {spaces}.</source>
        <translation>Spojrzenie gorgony niszczy {spaces}.</translation>
    </message>
    <message>
        <source>{player} (computer): {card} at {spaces}.</source>
        <translation>{player} (komputer): {card} na {spaces}.</translation>
    </message>
    <message>
        <source>On {owner}&apos;s map.</source>
        <translation>Na mapie gracza {owner}.</translation>
    </message>
    <message>
        <source>Ambush card {card}: {monster} appears at {spaces}.</source>
        <translation>Karta Zasadzki {card}: Potwór ({monster}) pojawia się na {spaces}.</translation>
    </message>
    <message>
        <source>The Troll destroys {spaces}.</source>
        <translation>Troll niszczy {spaces}.</translation>
    </message>
    <message numerus="yes">
        <source>The zombies spread to %n space(s).</source>
        <translation>
            <numerusform>Zombie rozprzestrzeniły się na %n obszar.</numerusform>
            <numerusform>Zombie rozprzestrzeniły się na %n obszary.</numerusform>
            <numerusform>Zombie rozprzestrzeniły się na %n obszarów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A mountain is surrounded: +%n coin(s).</source>
        <translation>
            <numerusform>Góra jest otoczona: +%n moneta.</numerusform>
            <numerusform>Góra jest otoczona: +%n monety.</numerusform>
            <numerusform>Góra jest otoczona: +%n monet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The dragon is closed in: +%n coin(s).</source>
        <translation>
            <numerusform>Smok jest otoczony: +%n moneta.</numerusform>
            <numerusform>Smok jest otoczony: +%n monety.</numerusform>
            <numerusform>Smok jest otoczony: +%n monet.</numerusform>
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
        <translation>Opcje zasad</translation>
    </message>
    <message>
        <source>Hero attack pattern may be rotated and mirrored</source>
        <translation>Ścieżkę ataku Herosa można obracać i odwracać</translation>
    </message>
    <message>
        <source>When off, the attack pattern is marked exactly as printed on the card.</source>
        <translation>Gdy wyłączone, ścieżkę ataku zaznacza się dokładnie tak, jak na karcie.</translation>
    </message>
    <message>
        <source>1×1 fallback square may be:</source>
        <translation>Zastępczy obszar 1×1 może być:</translation>
    </message>
    <message>
        <source>Forest, village, farm, water or monster (standard)</source>
        <translation>las, wioska, pole, woda lub Potwór (standardowo)</translation>
    </message>
    <message>
        <source>Forest, village, farm, water, monster or hero</source>
        <translation>las, wioska, pole, woda, Potwór lub Heros</translation>
    </message>
    <message>
        <source>Only a terrain shown on the card</source>
        <translation>tylko teren pokazany na karcie</translation>
    </message>
    <message>
        <source>The literal wording of the English rulebook.</source>
        <translation>Dosłowne brzmienie instrukcji angielskiej i polskiej.</translation>
    </message>
    <message>
        <source>The wording of the Czech rulebook.</source>
        <translation>Brzmienie czeskiej instrukcji.</translation>
    </message>
    <message>
        <source>A hero space counts as any terrain for scoring</source>
        <translation>Obszar Herosa liczy się przy punktacji jako dowolny teren</translation>
    </message>
    <message>
        <source>The Czech rulebook&apos;s reading when combining with heroes; by the English rules a hero is a terrain type of its own.</source>
        <translation>Odczytanie czeskiej instrukcji przy łączeniu z Herosami; według instrukcji angielskiej i polskiej Heros jest osobnym rodzajem terenu.</translation>
    </message>
    <message>
        <source>Only for both games combined.</source>
        <translation>Tylko dla obu gier razem.</translation>
    </message>
    <message>
        <source>Only with the hero cards.</source>
        <translation>Tylko z Kartami Herosów.</translation>
    </message>
    <message>
        <source>Not with hero fallback squares.</source>
        <translation>Nie z zastępczym obszarem Herosa.</translation>
    </message>
</context>
<context>
    <name>Overview</name>
    <message>
        <source>All maps</source>
        <translation>Wszystkie mapy</translation>
    </message>
</context>
<context>
    <name>PdfCommand</name>
    <message numerus="yes">
        <source>{file}: %n page(s)</source>
        <translation>
            <numerusform>{file}: %n strona</numerusform>
            <numerusform>{file}: %n strony</numerusform>
            <numerusform>{file}: %n stron</numerusform>
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
        <translation>Zwykły (biały papier, oszczędza tusz)</translation>
    </message>
    <message>
        <source>Parchment (as the board game)</source>
        <translation>Pergamin (jak w grze planszowej)</translation>
    </message>
    <message>
        <source>Export sheets to PDF</source>
        <translation>Eksport map do PDF</translation>
    </message>
    <message>
        <source>All cartographers</source>
        <translation>Wszyscy kartografowie</translation>
    </message>
    <message>
        <source>Sheets:</source>
        <translation>Arkusze:</translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation>Papier:</translation>
    </message>
    <message>
        <source>Look:</source>
        <translation>Wygląd:</translation>
    </message>
    <message>
        <source>Blank sheets to PDF</source>
        <translation>Puste arkusze do PDF</translation>
    </message>
    <message>
        <source>Side:</source>
        <translation>Strona:</translation>
    </message>
    <message>
        <source>Copies:</source>
        <translation>Liczba kopii:</translation>
    </message>
    <message>
        <source>The PDF was saved as {path}</source>
        <translation>PDF zapisano jako {path}</translation>
    </message>
</context>
<context>
    <name>PdfExport</name>
    <message>
        <source>Unknown look {look}; choose one of {looks}.</source>
        <translation>Nieznany wygląd {look}; wybierz jeden z: {looks}.</translation>
    </message>
    <message>
        <source>Game seed {seed} · {date}</source>
        <translation>Gra numer {seed} · {date}</translation>
    </message>
    <message>
        <source>There is no player {number} in this game.</source>
        <translation>W tej grze nie ma gracza numer {number}.</translation>
    </message>
    <message>
        <source>There is no sheet side {side}; choose one of {sides}.</source>
        <translation>Nie ma strony arkusza {side}; wybierz jedną z: {sides}.</translation>
    </message>
    <message>
        <source>The number of copies must be from 1 to {most}.</source>
        <translation>Liczba kopii musi wynosić od 1 do {most}.</translation>
    </message>
    <message>
        <source>Unknown paper size {paper}; choose one of {papers}.</source>
        <translation>Nieznany format papieru {paper}; wybierz jeden z: {papers}.</translation>
    </message>
    <message>
        <source>There are no sheets to export.</source>
        <translation>Brak arkuszy do eksportu.</translation>
    </message>
    <message>
        <source>The PDF could not be started.</source>
        <translation>Nie można utworzyć PDF.</translation>
    </message>
    <message>
        <source>{path} is a folder, not a file name.</source>
        <translation>{path} to folder, a nie nazwa pliku.</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}.</source>
        <translation>Nie można zapisać {path}: {reason}.</translation>
    </message>
    <message>
        <source>Kartografové — map sheets of game {seed}</source>
        <translation>Kartografowie — arkusze mapy z gry {seed}</translation>
    </message>
    <message>
        <source>Kartografové — blank map sheets, side {side}</source>
        <translation>Kartografowie — puste arkusze mapy, strona {side}</translation>
    </message>
</context>
<context>
    <name>PlayScreen</name>
    <message>
        <source>Turn (R)</source>
        <translation>Obróć (R)</translation>
    </message>
    <message>
        <source>Flip (F)</source>
        <translation>Odwróć (F)</translation>
    </message>
    <message>
        <source>Take back (Esc)</source>
        <translation>Cofnij (Esc)</translation>
    </message>
    <message>
        <source>Confirm (Enter)</source>
        <translation>Potwierdź (Enter)</translation>
    </message>
    <message>
        <source>All maps</source>
        <translation>Wszystkie mapy</translation>
    </message>
    <message>
        <source>Standings (S)</source>
        <translation>Klasyfikacja (S)</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Wyniki</translation>
    </message>
    <message>
        <source>{player} (computer) is thinking…</source>
        <translation>{player} (komputer) myśli…</translation>
    </message>
    <message>
        <source>Game seed: {seed}</source>
        <translation>Numer gry: {seed}</translation>
    </message>
    <message>
        <source>Take back {player}&apos;s move</source>
        <translation>Cofnij ruch: {player}</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Gra się zakończyła</translation>
    </message>
    <message>
        <source>See the results, or start a new game.</source>
        <translation>Zobacz wyniki albo rozpocznij nową grę.</translation>
    </message>
    <message>
        <source>{player} draws {card} on their map.</source>
        <translation>{player} rysuje kartę {card} na swojej mapie.</translation>
    </message>
    <message>
        <source>No shape of {card} fits on {player}&apos;s map: they draw a single space.</source>
        <translation>Żaden kształt karty {card} nie mieści się na mapie gracza {player}: rysuje pojedynczy obszar.</translation>
    </message>
    <message>
        <source>{monster} does not fit on {owner}&apos;s map: {player} draws a single monster space.</source>
        <translation>Potwór ({monster}) nie mieści się na mapie gracza {owner}: {player} rysuje pojedynczy obszar Potwora.</translation>
    </message>
    <message>
        <source>{player} places the hero {card} on their map.</source>
        <translation>{player} umieszcza na swojej mapie Herosa: {card}.</translation>
    </message>
    <message>
        <source>Draw {card} on your map.</source>
        <translation>Narysuj kartę {card} na swojej mapie.</translation>
    </message>
    <message>
        <source>No shape of {card} fits anywhere: draw a single space of any terrain instead.</source>
        <translation>Żaden kształt karty {card} nigdzie się nie mieści: zamiast tego narysuj pojedynczy obszar dowolnego terenu.</translation>
    </message>
    <message>
        <source>Ambush! Draw {monster} on {owner}&apos;s map.</source>
        <translation>Zasadzka! Narysuj Potwora ({monster}) na mapie gracza {owner}.</translation>
    </message>
    <message>
        <source>{monster} does not fit on {owner}&apos;s map: draw a single monster space.</source>
        <translation>Potwór ({monster}) nie mieści się na mapie gracza {owner}: narysuj pojedynczy obszar Potwora.</translation>
    </message>
    <message>
        <source>Place {card} on an empty space of your map.</source>
        <translation>Umieść Herosa ({card}) na pustym obszarze swojej mapy.</translation>
    </message>
    <message>
        <source>The Gorgon&apos;s gaze: choose a space next to it to destroy.</source>
        <translation>Spojrzenie gorgony: wybierz sąsiedni obszar do zniszczenia.</translation>
    </message>
    <message>
        <source>The Troll ravages: choose an empty space next to it to destroy.</source>
        <translation>Troll szaleje: wybierz sąsiedni pusty obszar do zniszczenia.</translation>
    </message>
    <message>
        <source>Ruins! It must cover one of the marked ruins spaces.</source>
        <translation>Ruiny! Kształt musi zakryć jeden z zaznaczonych obszarów Ruin.</translation>
    </message>
    <message>
        <source>No shape can cover a ruins space, so any single space will do.</source>
        <translation>Żaden kształt nie może zakryć obszaru Ruin, więc wystarczy dowolny pojedynczy obszar.</translation>
    </message>
    <message>
        <source>Press Enter or Confirm to destroy this space.</source>
        <translation>Naciśnij Enter lub Potwierdź, aby zniszczyć ten obszar.</translation>
    </message>
    <message>
        <source>Fits. Press Enter or Confirm to draw it.</source>
        <translation>Pasuje. Naciśnij Enter lub Potwierdź, aby go narysować.</translation>
    </message>
    <message>
        <source>Click to choose this space.</source>
        <translation>Kliknij, aby wybrać ten obszar.</translation>
    </message>
    <message>
        <source>Fits here. Click to put it down.</source>
        <translation>Tu pasuje. Kliknij, aby go położyć.</translation>
    </message>
    <message>
        <source>Click one of the highlighted spaces.</source>
        <translation>Kliknij jeden z podświetlonych obszarów.</translation>
    </message>
    <message>
        <source>Move over your map and click to place. Wheel or R turns, right-click or F flips; arrows move.</source>
        <translation>Przesuń kształt nad swoją mapę i kliknij, aby go położyć. Kółko lub R obraca, prawy przycisk lub F odwraca, strzałki przesuwają.</translation>
    </message>
    <message>
        <source>Move over the map and click a space; arrows move.</source>
        <translation>Przesuń nad mapę i kliknij obszar; strzałki przesuwają.</translation>
    </message>
    <message>
        <source>Place the shape on the map first.</source>
        <translation>Najpierw połóż kształt na mapie.</translation>
    </message>
</context>
<context>
    <name>PlayedWith</name>
    <message numerus="yes">
        <source>played with %n hint(s)</source>
        <translation>
            <numerusform>rozegrano z %n podpowiedzią</numerusform>
            <numerusform>rozegrano z %n podpowiedziami</numerusform>
            <numerusform>rozegrano z %n podpowiedziami</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} played with %n hint(s)</source>
        <translation>
            <numerusform>{name}: z %n podpowiedzią</numerusform>
            <numerusform>{name}: z %n podpowiedziami</numerusform>
            <numerusform>{name}: z %n podpowiedziami</numerusform>
        </translation>
    </message>
    <message>
        <source>played without hints</source>
        <translation>rozegrano bez podpowiedzi</translation>
    </message>
    <message>
        <source>its hints were not recorded (a code of an older version)</source>
        <translation>podpowiedzi nie zostały zapisane (kod starszej wersji)</translation>
    </message>
</context>
<context>
    <name>PlayersSection</name>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>&amp;Liczba graczy:</translation>
    </message>
    <message>
        <source>Name of player {number}</source>
        <translation>Imię gracza {number}</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Gracz {number}</translation>
    </message>
    <message>
        <source>Quick table: no hand-off page before each turn</source>
        <translation>Szybki stół: bez ekranu przekazania przed każdą turą</translation>
    </message>
    <message>
        <source>The next player&apos;s map comes up with their name; a hand-off page is shown only when someone draws on another player&apos;s map.</source>
        <translation>Mapa następnego gracza pojawia się z jego imieniem; ekran przekazania pojawia się tylko wtedy, gdy ktoś rysuje na mapie innego gracza.</translation>
    </message>
    <message>
        <source>At least one seat must be played by a person.</source>
        <translation>Przynajmniej na jednym miejscu musi grać człowiek.</translation>
    </message>
    <message>
        <source>Solo game — your result is a rating and a title.</source>
        <translation>Gra solo — wynikiem jest ocena i tytuł.</translation>
    </message>
    <message numerus="yes">
        <source>%n players take turns at this computer; the highest score wins.</source>
        <translation>
            <numerusform>%n gracz gra na zmianę przy tym komputerze; wygrywa najwyższy wynik.</numerusform>
            <numerusform>%n gracze grają na zmianę przy tym komputerze; wygrywa najwyższy wynik.</numerusform>
            <numerusform>%n graczy gra na zmianę przy tym komputerze; wygrywa najwyższy wynik.</numerusform>
        </translation>
    </message>
    <message>
        <source>A network game: the players at other computers join with the code this computer shows; the highest score wins.</source>
        <translation>Gra sieciowa: gracze przy innych komputerach dołączą kodem, który pokaże ten komputer; wygrywa najwyższy wynik.</translation>
    </message>
    <message numerus="yes">
        <source>You play against %n computer cartographer(s); the highest score wins.</source>
        <translation>
            <numerusform>Grasz przeciw %n kartografowi komputerowemu; wygrywa najwyższy wynik.</numerusform>
            <numerusform>Grasz przeciw %n kartografom komputerowym; wygrywa najwyższy wynik.</numerusform>
            <numerusform>Grasz przeciw %n kartografom komputerowym; wygrywa najwyższy wynik.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n people take turns at this computer; computer cartographers play the other seats. The highest score wins.</source>
        <translation>
            <numerusform>%n gracz gra przy tym komputerze; na pozostałych miejscach grają kartografowie komputerowi. Wygrywa najwyższy wynik.</numerusform>
            <numerusform>%n gracze grają na zmianę przy tym komputerze; na pozostałych miejscach grają kartografowie komputerowi. Wygrywa najwyższy wynik.</numerusform>
            <numerusform>%n graczy gra na zmianę przy tym komputerze; na pozostałych miejscach grają kartografowie komputerowi. Wygrywa najwyższy wynik.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Presence</name>
    <message>
        <source>the host and the server are there</source>
        <translation>gospodarz i serwer są dostępni</translation>
    </message>
    <message>
        <source>the game&apos;s server cannot be reached: it has stopped or the network is down; the game goes on when it is back</source>
        <translation>serwer gry jest nieosiągalny: zatrzymał się albo sieć nie działa; gra będzie kontynuowana, gdy znów będzie dostępny</translation>
    </message>
    <message>
        <source>the host&apos;s app is not answering: the game goes on when the host continues it (Game → Continue, or cartografove host --resume)</source>
        <translation>aplikacja gospodarza nie odpowiada: gra będzie kontynuowana, gdy gospodarz ją wznowi (Gra → Kontynuuj albo cartografove host --resume)</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>The printer could not be started.</source>
        <translation>Nie udało się rozpocząć drukowania.</translation>
    </message>
    <message>
        <source>Print sheets</source>
        <translation>Drukuj arkusze map</translation>
    </message>
    <message>
        <source>Print blank sheets</source>
        <translation>Drukuj puste arkusze</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>D&amp;rukuj…</translation>
    </message>
    <message>
        <source>Print b&amp;lank sheets…</source>
        <translation>Drukuj puste &amp;arkusze…</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Szukaj w:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Pliki &amp;rodzaju:</translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <source>Finish a solo game to see your rating here.</source>
        <translation>Ukończ grę solo, a zobaczysz tu swoją ocenę.</translation>
    </message>
    <message>
        <source>Solo ratings over time</source>
        <translation>Oceny solo w czasie</translation>
    </message>
    <message>
        <source>Solo games: {count}</source>
        <translation>Gier solo: {count}</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>Part of the shape is off the map.</source>
        <translation>Część kształtu jest poza mapą.</translation>
    </message>
    <message>
        <source>Space {cell} is already filled.</source>
        <translation>Obszar {cell} jest już wypełniony.</translation>
    </message>
    <message>
        <source>Space {cell} is used twice.</source>
        <translation>Obszar {cell} jest użyty dwa razy.</translation>
    </message>
    <message>
        <source>That is not the shape of {card}.</source>
        <translation>To nie jest kształt karty {card}.</translation>
    </message>
    <message>
        <source>{card} has no such shape.</source>
        <translation>Karta {card} nie ma takiego kształtu.</translation>
    </message>
    <message>
        <source>{card} does not offer {terrain}.</source>
        <translation>Karta {card} nie oferuje terenu {terrain}.</translation>
    </message>
    <message>
        <source>The single space cannot be {terrain}.</source>
        <translation>Pojedynczy obszar nie może mieć terenu {terrain}.</translation>
    </message>
    <message>
        <source>After a ruins card the shape must cover an empty ruins space.</source>
        <translation>Po karcie Ruin kształt musi zakryć pusty obszar Ruin.</translation>
    </message>
    <message>
        <source>The monster does not fit: draw a single monster space.</source>
        <translation>Potwór się nie mieści: narysuj pojedynczy obszar Potwora.</translation>
    </message>
    <message>
        <source>The attack pattern must stay as printed on the card.</source>
        <translation>Ścieżka ataku musi pozostać taka, jak na karcie.</translation>
    </message>
    <message>
        <source>The Gorgon can only destroy a space next to it that is not a mountain, a chasm or already destroyed.</source>
        <translation>Gorgona może zniszczyć tylko sąsiedni obszar, który nie jest górą, wąwozem ani już zniszczonym obszarem.</translation>
    </message>
    <message>
        <source>The Troll can only destroy an empty space next to it.</source>
        <translation>Troll może zniszczyć tylko sąsiedni pusty obszar.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra się zakończyła.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Nie ma czego cofać.</translation>
    </message>
    <message>
        <source>That is not what the game is waiting for.</source>
        <translation>Gra nie czeka teraz na to.</translation>
    </message>
    <message>
        <source>Move {number} of the saved game is not legal.</source>
        <translation>Ruch {number} zapisanej gry jest niezgodny z zasadami.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Ten ruch jest niedozwolony.</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>Nie można odczytać pliku.</translation>
    </message>
    <message>
        <source>The file is not a Kartografové game.</source>
        <translation>Plik nie jest grą Kartografów.</translation>
    </message>
    <message>
        <source>The file was saved by a newer version of Kartografové; update the app to open it.</source>
        <translation>Plik zapisała nowsza wersja Kartografów; zaktualizuj aplikację, aby go otworzyć.</translation>
    </message>
    <message>
        <source>The file does not describe a legal game.</source>
        <translation>Plik nie opisuje gry zgodnej z zasadami.</translation>
    </message>
    <message>
        <source>The file is damaged.</source>
        <translation>Plik jest uszkodzony.</translation>
    </message>
    <message>
        <source>Your data folder {folder} cannot be used ({reason}); nothing could be listed.</source>
        <translation>Nie można użyć twojego folderu danych {folder} ({reason}); nie udało się niczego wyświetlić.</translation>
    </message>
    <message>
        <source>the disk is full; free some space</source>
        <translation>dysk jest pełny; zwolnij na nim miejsce</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>dysk jest tylko do odczytu</translation>
    </message>
    <message>
        <source>you do not have permission to write there</source>
        <translation>nie masz uprawnień do zapisu w tym miejscu</translation>
    </message>
    <message>
        <source>it could not be written ({detail})</source>
        <translation>nie udało się zapisać pliku ({detail})</translation>
    </message>
    <message>
        <source>The next card has not been revealed yet.</source>
        <translation>Następna karta nie została jeszcze odkryta.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>dysk jest pełny</translation>
    </message>
    <message>
        <source>no permission</source>
        <translation>brak uprawnień</translation>
    </message>
    <message>
        <source>the folder or the drive is not there (a removed disk?)</source>
        <translation>folderu lub napędu nie ma (odłączony dysk?)</translation>
    </message>
    <message>
        <source>the disk reports an error (is it damaged or removed?)</source>
        <translation>dysk zgłasza błąd (czy nie jest uszkodzony lub odłączony?)</translation>
    </message>
    <message>
        <source>there is a folder or a device in the file&apos;s place</source>
        <translation>w miejscu pliku jest folder lub urządzenie</translation>
    </message>
    <message>
        <source>a file stands where a folder should be</source>
        <translation>w miejscu folderu jest plik</translation>
    </message>
    <message>
        <source>the path is too long</source>
        <translation>ścieżka jest za długa</translation>
    </message>
    <message>
        <source>the computer is short of resources</source>
        <translation>komputerowi brakuje zasobów</translation>
    </message>
    <message>
        <source>system error {number}</source>
        <translation>błąd systemu {number}</translation>
    </message>
    <message>
        <source>an unexpected error</source>
        <translation>nieoczekiwany błąd</translation>
    </message>
    <message>
        <source>It is not your turn yet: another cartographer decides first.</source>
        <translation>To jeszcze nie twoja kolej: najpierw decyduje inny kartograf.</translation>
    </message>
    <message>
        <source>Space {cell} is a mountain.</source>
        <translation>Obszar {cell} to góra.</translation>
    </message>
    <message>
        <source>Space {cell} is a chasm.</source>
        <translation>Obszar {cell} to wąwóz.</translation>
    </message>
    <message>
        <source>Space {cell} is destroyed.</source>
        <translation>Obszar {cell} jest zniszczony.</translation>
    </message>
</context>
<context>
    <name>Records</name>
    <message>
        <source>This game cannot be shown. {reason}</source>
        <translation>Nie można pokazać tej gry. {reason}</translation>
    </message>
    <message>
        <source>{players} · {when}</source>
        <translation>{players} · {when}</translation>
    </message>
    <message>
        <source>{file} was saved by a newer version of Kartografové and was left untouched; update the app to open it.</source>
        <translation>{file} zapisała nowsza wersja Kartografów i pozostawiono go bez zmian; zaktualizuj aplikację, aby go otworzyć.</translation>
    </message>
    <message>
        <source>{file} was set aside as {kept}. {reason}</source>
        <translation>{file} odłożono jako {kept}. {reason}</translation>
    </message>
    <message>
        <source>{file} cannot be used. {reason}</source>
        <translation>Nie można użyć {file}. {reason}</translation>
    </message>
    <message>
        <source>{file}: an attempt at chapter {chapters} does not match its game and is left out; the rest of the campaign is in use.</source>
        <translation>{file}: próba w rozdziale {chapters} nie zgadza się ze swoją grą i została pominięta; reszta kampanii pozostaje w użyciu.</translation>
    </message>
    <message>
        <source>{file}: an attempt at chapter {chapters} does not match its game and was set aside as {kept}; the rest of the campaign is in use.</source>
        <translation>{file}: próba w rozdziale {chapters} nie zgadza się ze swoją grą i została odłożona jako {kept}; reszta kampanii pozostaje w użyciu.</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>Watch the game again</source>
        <translation>Obejrzyj grę ponownie</translation>
    </message>
    <message>
        <source>Show the map each move is drawn on</source>
        <translation>Pokazuj mapę, na której rysowany jest każdy ruch</translation>
    </message>
    <message>
        <source>Export the maps to PDF…</source>
        <translation>Eksportuj mapy do PDF…</translation>
    </message>
    <message>
        <source>Review the moves</source>
        <translation>Analiza ruchów</translation>
    </message>
    <message>
        <source>The deal (Home)</source>
        <translation>Początek (Home)</translation>
    </message>
    <message>
        <source>One move back (Left arrow)</source>
        <translation>Ruch wstecz (strzałka w lewo)</translation>
    </message>
    <message>
        <source>Play the moves one by one (Space)</source>
        <translation>Odtwarzaj ruchy po kolei (spacja)</translation>
    </message>
    <message>
        <source>One move on (Right arrow)</source>
        <translation>Ruch dalej (strzałka w prawo)</translation>
    </message>
    <message>
        <source>The final maps (End)</source>
        <translation>Mapy końcowe (End)</translation>
    </message>
    <message>
        <source>Move {move} of {moves}</source>
        <translation>Ruch {move} z {moves}</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Początek</translation>
    </message>
    <message>
        <source>Nothing drawn yet. Step through the moves with the arrow keys.</source>
        <translation>Nic jeszcze nie narysowano. Przechodź przez ruchy strzałkami.</translation>
    </message>
    <message>
        <source>{player} drew {card}.</source>
        <translation>{player} narysował(a) kartę {card}.</translation>
    </message>
    <message>
        <source>{player} drew the monster of {card} on {owner}&apos;s map.</source>
        <translation>{player} narysował(a) Potwora z karty {card} na mapie gracza {owner}.</translation>
    </message>
    <message>
        <source>{player} placed the hero {card}.</source>
        <translation>{player} umieścił(a) Herosa: {card}.</translation>
    </message>
    <message>
        <source>{player} chose the space {card} destroyed.</source>
        <translation>{player} wybrał(a) obszar zniszczony przez kartę {card}.</translation>
    </message>
    <message>
        <source>(After the computer&apos;s hint.)</source>
        <translation>(Według podpowiedzi komputera.)</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra się zakończyła.</translation>
    </message>
    <message>
        <source>Whose moves to review</source>
        <translation>Czyje ruchy przejrzeć</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Review of the game</source>
        <translation>Analiza gry</translation>
    </message>
    <message>
        <source>The hard computer cartographer is looking at your moves…</source>
        <translation>Trudny komputerowy kartograf przegląda twoje ruchy…</translation>
    </message>
    <message>
        <source>In all, about {stars} stars lost against the best alternatives.</source>
        <translation>Gwiazdki stracone względem najlepszych możliwości: łącznie około {stars}.</translation>
    </message>
    <message>
        <source>No decision lost stars by the computer&apos;s reckoning. Well played!</source>
        <translation>Według komputera żaden ruch nie stracił Gwiazdek. Dobra gra!</translation>
    </message>
    <message>
        <source>Move {number}, {card}: about {stars} stars lost</source>
        <translation>Ruch {number}, {card}: strata około {stars} Gwiazdki</translation>
    </message>
    <message>
        <source>As chosen</source>
        <translation>Wybrany ruch</translation>
    </message>
    <message>
        <source>Better</source>
        <translation>Lepszy ruch</translation>
    </message>
    <message>
        <source>The hard computer cartographer is looking at your moves… {done} of {total}</source>
        <translation>Trudny komputerowy kartograf przegląda twoje ruchy… {done} z {total}</translation>
    </message>
    <message>
        <source>The review stopped on an error; the game itself is unharmed.</source>
        <translation>Analiza zatrzymała się na błędzie; sama gra jest nienaruszona.</translation>
    </message>
</context>
<context>
    <name>SaveUnderNameDialog</name>
    <message>
        <source>Save the game</source>
        <translation>Zapisz grę</translation>
    </message>
    <message>
        <source>e.g. Friday night with Ben</source>
        <translation>np. Piątkowy wieczór z Benem</translation>
    </message>
    <message>
        <source>Save under a name</source>
        <translation>Zapisz pod nazwą</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nazwa:</translation>
    </message>
    <message>
        <source>A saved game has this name already; saving replaces it.</source>
        <translation>Zapisana gra o tej nazwie już istnieje; zapis ją zastąpi.</translation>
    </message>
</context>
<context>
    <name>SavedGamesDialog</name>
    <message>
        <source>Saved games</source>
        <translation>Zapisane gry</translation>
    </message>
    <message>
        <source>No games saved under a name yet.</source>
        <translation>Nie ma jeszcze gier zapisanych pod nazwą.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Postęp</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Zapisano</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otwórz</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Usuń…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Ukończona</translation>
    </message>
    <message>
        <source>moves: {count}</source>
        <translation>ruchów: {count}</translation>
    </message>
    <message>
        <source>Delete the saved game “{name}”? This cannot be undone.</source>
        <translation>Usunąć zapisaną grę „{name}”? Tego nie można cofnąć.</translation>
    </message>
    <message>
        <source>The game could not be deleted: {reason}</source>
        <translation>Nie udało się usunąć gry: {reason}</translation>
    </message>
    <message>
        <source>Delete saved game</source>
        <translation>Usuń zapisaną grę</translation>
    </message>
    <message>
        <source>Games you have not finished are kept by themselves: Game → Continue.</source>
        <translation>Nieukończone gry zapisują się same: Gra → Kontynuuj.</translation>
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
        <translation>Razem w Porze Roku: {total}</translation>
    </message>
    <message>
        <source>Select a line to see what earned it.</source>
        <translation>Wybierz wiersz, aby zobaczyć, co przyniosło punkty.</translation>
    </message>
    <message>
        <source>Each coin on your coin track is worth one star every season.</source>
        <translation>Każda moneta na torze monet jest warta jedną Gwiazdkę w każdej Porze Roku.</translation>
    </message>
    <message>
        <source>Each empty space next to a monster costs one star (marked red).</source>
        <translation>Każdy pusty obszar obok Potwora kosztuje jedną Gwiazdkę (zaznaczone na czerwono).</translation>
    </message>
    <message>
        <source>End of {season}</source>
        <translation>Koniec Pory Roku: {season}</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Klasyfikacja</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Wyniki</translation>
    </message>
    <message>
        <source>Your rating is {rating}: {total} reputation stars minus {values}, the solo values of the four edicts.</source>
        <translation>Twoja ocena to {rating}: Gwiazdki Reputacji ({total}) minus {values}, suma wartości solo czterech edyktów.</translation>
    </message>
    <message>
        <source>{names} wins!</source>
        <translation>Wygrywa {names}!</translation>
    </message>
    <message>
        <source>Shared victory: {names}</source>
        <translation>Wspólne zwycięstwo: {names}</translation>
    </message>
    <message>
        <source>Players tied on stars are ranked by who lost fewer stars to monsters.</source>
        <translation>Przy remisie decyduje, kto stracił mniej Gwiazdek przez Potwory.</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Zagraj ponownie</translation>
    </message>
    <message>
        <source>The same players, rules and sheet, with a new deal.</source>
        <translation>Ci sami gracze, zasady i mapa, tylko nowe rozdanie kart.</translation>
    </message>
    <message>
        <source>Review my moves</source>
        <translation>Analiza moich ruchów</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Miejsce</translation>
    </message>
    <message>
        <source>Cartographer</source>
        <translation>Kartograf</translation>
    </message>
    <message>
        <source>Lost to monsters</source>
        <translation>Stracone przez Potwory</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <source>Share result…</source>
        <translation>Udostępnij wynik…</translation>
    </message>
    <message>
        <source>Coins: {coins}</source>
        <translation>Monety: {coins}</translation>
    </message>
    <message>
        <source>Monsters: {penalty}</source>
        <translation>Potwory: {penalty}</translation>
    </message>
</context>
<context>
    <name>SeasonPanel</name>
    <message>
        <source>Time {elapsed} of {threshold}</source>
        <translation>Czas {elapsed} z {threshold}</translation>
    </message>
    <message>
        <source>{season} — scores {edicts}</source>
        <translation>{season} — punktowane: {edicts}</translation>
    </message>
    <message>
        <source>Time {elapsed} / {threshold}</source>
        <translation>Czas {elapsed} / {threshold}</translation>
    </message>
    <message>
        <source>This season: {cards}</source>
        <translation>W tej Porze Roku: {cards}</translation>
    </message>
</context>
<context>
    <name>Seasons</name>
    <message>
        <source>Spring</source>
        <translation>Wiosna</translation>
    </message>
    <message>
        <source>Summer</source>
        <translation>Lato</translation>
    </message>
    <message>
        <source>Fall</source>
        <translation>Jesień</translation>
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
        <translation>Człowiek</translation>
    </message>
    <message>
        <source>Computer · easy</source>
        <translation>Komputer · łatwy</translation>
    </message>
    <message>
        <source>Computer · medium</source>
        <translation>Komputer · średni</translation>
    </message>
    <message>
        <source>Computer · hard</source>
        <translation>Komputer · trudny</translation>
    </message>
    <message>
        <source>At another computer</source>
        <translation>Przy innym komputerze</translation>
    </message>
    <message>
        <source>Who plays seat {number}</source>
        <translation>Kto gra na miejscu {number}</translation>
    </message>
    <message>
        <source>Computer · expert</source>
        <translation>Komputer · ekspert</translation>
    </message>
    <message>
        <source>Someone at this computer plays this seat.</source>
        <translation>To miejsce zajmuje ktoś przy tym komputerze.</translation>
    </message>
    <message>
        <source>A beginner: thinks only of this season&apos;s two edicts, often forgets the monster next to the space it fills, and does not always pick its best idea.</source>
        <translation>Początkujący: myśli tylko o dwóch edyktach tej Pory Roku, często zapomina o Potworze obok obszaru, który wypełnia, i nie zawsze wybiera swój najlepszy pomysł.</translation>
    </message>
    <message>
        <source>A steady player: counts every edict still to come and builds towards them, but may forget an edict until its season comes and sometimes leaves a monster open.</source>
        <translation>Solidny gracz: liczy każdy edykt, który jeszcze będzie punktowany, i buduje pod niego, ale bywa, że pominie edykt, dopóki nie nadejdzie jego Pora Roku, i czasem zostawia Potwora nieotoczonego.</translation>
    </message>
    <message>
        <source>Plans ahead: tries its best moves against cards that may come next and keeps room for them. Thinks under a second per move.</source>
        <translation>Planuje naprzód: sprawdza swoje najlepsze ruchy wobec kart, które mogą przyjść, i zostawia na nie miejsce. Myśli krócej niż sekundę na ruch.</translation>
    </message>
    <message>
        <source>A person playing from another computer.</source>
        <translation>Osoba grająca przy innym komputerze.</translation>
    </message>
    <message>
        <source>Plans furthest: plays its best moves a few cards on against the cards that may still come, ambushes and heroes included. Thinks up to two seconds per move.</source>
        <translation>Planuje najdalej: rozgrywa swoje najlepsze ruchy kilka kart naprzód z kartami, które mogą jeszcze przyjść, także z zasadzkami i herosami. Myśli do dwóch sekund na ruch.</translation>
    </message>
</context>
<context>
    <name>SeedSection</name>
    <message>
        <source>Seed</source>
        <translation>Numer gry</translation>
    </message>
    <message>
        <source>Random</source>
        <comment>empty seed field</comment>
        <translation>Losowy</translation>
    </message>
    <message>
        <source>Leave empty for a new game. Enter a number to replay a game or to play the same cards as a friend.</source>
        <translation>Zostaw puste dla nowej gry. Wpisz liczbę, aby powtórzyć grę lub zagrać tymi samymi kartami co znajomy.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Your settings were saved by a newer version of Kartografové, so the defaults are used; that file {path} is left untouched, and changes made now are not remembered.</source>
        <translation>Ustawienia zapisała nowsza wersja Kartografów, więc używane są domyślne; plik {path} pozostaje nietknięty, a zmiany wprowadzone teraz nie zostaną zapamiętane.</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the defaults are used; the file {path} was left in place and will be replaced when settings are next saved.</source>
        <translation>Nie udało się odczytać ustawień, więc użyto domyślnych; plik {path} pozostał na miejscu i zostanie zastąpiony przy następnym zapisie ustawień.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the defaults are used; the damaged file was kept as {kept}.</source>
        <translation>Plik ustawień był uszkodzony, więc użyto domyślnych; uszkodzony plik zachowano jako {kept}.</translation>
    </message>
    <message>
        <source>The settings folder cannot be used ({error}), so the defaults are used and changes will not be remembered.</source>
        <translation>Nie można użyć folderu ustawień ({error}), więc użyto domyślnych, a zmiany nie zostaną zapamiętane.</translation>
    </message>
</context>
<context>
    <name>SetupWords</name>
    <message>
        <source>a game has 1 to {most} players, not {count}</source>
        <translation>w grze bierze udział od 1 do {most} graczy, nie {count}</translation>
    </message>
    <message>
        <source>player {number} needs a name</source>
        <translation>gracz {number} potrzebuje imienia</translation>
    </message>
    <message>
        <source>there is no sheet side {side}</source>
        <translation>nie ma strony arkusza mapy {side}</translation>
    </message>
    <message>
        <source>sheet side {side} is not played with these rules (sides {sides})</source>
        <translation>stroną arkusza mapy {side} nie gra się według tych zasad (strony {sides})</translation>
    </message>
    <message>
        <source>the base game names no first-game edicts: choose random or four cards</source>
        <translation>gra podstawowa nie określa edyktów na pierwszą grę: wybierz random albo cztery karty</translation>
    </message>
    <message>
        <source>choose exactly four scoring cards, one per edict A–D</source>
        <translation>wybierz dokładnie cztery karty Punktacji, po jednej na każdy edykt A–D</translation>
    </message>
    <message>
        <source>edict {letter}: there is no scoring card {card}</source>
        <translation>edykt {letter}: nie ma karty Punktacji {card}</translation>
    </message>
    <message>
        <source>the four edicts need one scoring card of each card back</source>
        <translation>cztery edykty wymagają po jednej karcie Punktacji z każdym rewersem</translation>
    </message>
    <message>
        <source>these rules and options do not make a game</source>
        <translation>z tych zasad i opcji nie da się przygotować gry</translation>
    </message>
</context>
<context>
    <name>Share</name>
    <message>
        <source>Solo rating {rating} — {title}</source>
        <translation>Ocena gry solo {rating} — {title}</translation>
    </message>
    <message>
        <source>{rank}. {name} {total}</source>
        <translation>{rank}. {name} {total}</translation>
    </message>
    <message>
        <source>Paste a result code.</source>
        <translation>Wklej kod wyniku.</translation>
    </message>
    <message>
        <source>“{character}” is never used in result codes (they have no 0, O, 1 or I).</source>
        <translation>„{character}” nie występuje w kodach wyniku (nie mają 0, O, 1 ani I).</translation>
    </message>
    <message>
        <source>This code has a typo: its check character does not match.</source>
        <translation>W kodzie jest literówka: znak kontrolny się nie zgadza.</translation>
    </message>
    <message>
        <source>This code is cut off: part of it is missing.</source>
        <translation>Kod jest ucięty: brakuje jego części.</translation>
    </message>
    <message>
        <source>This code is longer than it says: something was added.</source>
        <translation>Kod jest dłuższy, niż podaje: coś do niego dodano.</translation>
    </message>
    <message>
        <source>This code was made by a newer version of Kartografové: update the app.</source>
        <translation>Kod utworzyła nowsza wersja Kartografów: zaktualizuj aplikację.</translation>
    </message>
    <message>
        <source>This code is not a legal game ({detail}).</source>
        <translation>Ten kod nie jest prawidłową grą ({detail}).</translation>
    </message>
    <message>
        <source>Share result</source>
        <translation>Udostępnij wynik</translation>
    </message>
    <message>
        <source>Kartografové: {result}; {hints}. Verify it: {code}</source>
        <translation>Kartografowie: {result}; {hints}. Sprawdź: {code}</translation>
    </message>
    <message>
        <source>A legal game, replayed to its end: {result}; {hints}.</source>
        <translation>Prawidłowa gra, odtworzona do końca: {result}; {hints}.</translation>
    </message>
    <message>
        <source>The code carries the setup and every move. Anyone can paste it into Kartografové (Verify a result code) or run “cartografove verify CODE” to replay the game and check the score.</source>
        <translation>Kod zawiera przygotowanie gry i każdy ruch. Każdy może wkleić go do Kartografów (Sprawdź kod wyniku) albo uruchomić „cartografove verify KOD”, odtworzyć grę i sprawdzić wynik.</translation>
    </message>
    <message>
        <source>This game cannot be shared: it has no result code.</source>
        <translation>Tej gry nie można udostępnić: nie ma kodu wyniku.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopiuj</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Skopiowano</translation>
    </message>
    <message>
        <source>Verify a result code</source>
        <translation>Sprawdź kod wyniku</translation>
    </message>
    <message>
        <source>Paste a result code (or the whole message with it). The game is replayed move by move by the rules engine: a code proves its score.</source>
        <translation>Wklej kod wyniku (albo całą wiadomość z nim). Silnik zasad odtworzy grę ruch po ruchu: kod dowodzi swojego wyniku.</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>Sprawdź</translation>
    </message>
    <message>
        <source>Watch the game</source>
        <translation>Obejrzyj grę</translation>
    </message>
    <message>
        <source>A verified game: {result}</source>
        <translation>Sprawdzona gra: {result}</translation>
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
        <translation>Tytuł</translation>
    </message>
    <message>
        <source>Attack mark</source>
        <translation>Znacznik ataku</translation>
    </message>
    <message>
        <source>Destroyed space</source>
        <translation>Zniszczony obszar</translation>
    </message>
    <message>
        <source>Rating {rating} = total {total} − solo values {values} ({each})</source>
        <translation>Ocena {rating} = suma {total} − wartości solo {values} ({each})</translation>
    </message>
    <message>
        <source>Shared victory: place 1 of {players}</source>
        <translation>Wspólne zwycięstwo: 1. miejsce z {players}</translation>
    </message>
    <message>
        <source>Winner: place 1 of {players}</source>
        <translation>Zwycięzca: 1. miejsce z {players}</translation>
    </message>
    <message>
        <source>Shared place {rank} of {players}</source>
        <translation>Wspólne {rank}. miejsce z {players}</translation>
    </message>
    <message>
        <source>Place {rank} of {players}</source>
        <translation>{rank}. miejsce z {players}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <source>Ruins</source>
        <translation>Ruiny</translation>
    </message>
    <message>
        <source>Wasteland</source>
        <translation>Wąwozy</translation>
    </message>
</context>
<context>
    <name>SheetSection</name>
    <message>
        <source>Map sheet</source>
        <translation>Arkusz mapy</translation>
    </message>
    <message>
        <source>Everyone draws on the same side of the sheet.</source>
        <translation>Wszyscy rysują na tej samej stronie arkusza.</translation>
    </message>
</context>
<context>
    <name>Sheets</name>
    <message>
        <source>C — wilderness</source>
        <translation>C — pustkowia</translation>
    </message>
    <message>
        <source>D — wastelands</source>
        <translation>D — bezdroża</translation>
    </message>
    <message>
        <source>A — wilderness (base game)</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Polish name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>A — pustkowia (gra podstawowa)</translation>
    </message>
    <message>
        <source>B — wastelands (base game)</source>
        <translatorcomment>Not from a rulebook: no rulebook gives a Polish name; a careful translation in the game&apos;s tone.</translatorcomment>
        <translation>B — bezdroża (gra podstawowa)</translation>
    </message>
</context>
<context>
    <name>Standings</name>
    <message>
        <source>Place</source>
        <translation>Miejsce</translation>
    </message>
    <message>
        <source>Cartographer</source>
        <translation>Kartograf</translation>
    </message>
    <message>
        <source>Edicts</source>
        <translation>Edykty</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Monety</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Potwory</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Klasyfikacja</translation>
    </message>
    <message>
        <source>No season has been scored yet.</source>
        <translation>Żadna Pora Roku nie została jeszcze podliczona.</translation>
    </message>
    <message numerus="yes">
        <source>{name} leads with %n star(s).</source>
        <translation>
            <numerusform>{name} prowadzi z %n gwiazdą.</numerusform>
            <numerusform>{name} prowadzi z %n gwiazdami.</numerusform>
            <numerusform>{name} prowadzi z %n gwiazdami.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sharing the lead with %n star(s): {names}.</source>
        <translation>
            <numerusform>Wspólne prowadzenie z %n gwiazdą: {names}.</numerusform>
            <numerusform>Wspólne prowadzenie z %n gwiazdami: {names}.</numerusform>
            <numerusform>Wspólne prowadzenie z %n gwiazdami: {names}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n explore card(s)</source>
        <translation>
            <numerusform>%n karta Odkryć</numerusform>
            <numerusform>%n karty Odkryć</numerusform>
            <numerusform>%n kart Odkryć</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n ruins)</source>
        <translation>
            <numerusform>(w tym %n karta ruin)</numerusform>
            <numerusform>(w tym %n karty ruin)</numerusform>
            <numerusform>(w tym %n kart ruin)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ambush(es)</source>
        <translation>
            <numerusform>%n karta Zasadzki</numerusform>
            <numerusform>%n karty Zasadzki</numerusform>
            <numerusform>%n kart Zasadzki</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hero(es)</source>
        <translation>
            <numerusform>%n karta Herosa</numerusform>
            <numerusform>%n karty Herosów</numerusform>
            <numerusform>%n kart Herosów</numerusform>
        </translation>
    </message>
    <message>
        <source>If {season} were scored now</source>
        <translation>Gdyby punktacja była teraz: {season}</translation>
    </message>
    <message>
        <source>In brackets: what {season} would bring if it were scored now; it is not in the totals yet.</source>
        <translation>W nawiasie: wynik, gdyby punktacja była teraz ({season}); jeszcze nie w sumach.</translation>
    </message>
    <message>
        <source>Still in this season&apos;s deck: {cards}.</source>
        <translation>W talii tej Pory Roku zostało jeszcze: {cards}.</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Network game damaged</source>
        <translation>Gra sieciowa jest uszkodzona</translation>
    </message>
    <message>
        <source>Autosave damaged</source>
        <translation>Automatyczny zapis jest uszkodzony</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Niedokończona gra</translation>
    </message>
    <message>
        <source>Your network game is in progress. Continue it?</source>
        <translation>Twoja gra sieciowa jest w toku. Kontynuować?</translation>
    </message>
    <message>
        <source>You have an unfinished game. Continue it?</source>
        <translation>Masz niedokończoną grę. Kontynuować?</translation>
    </message>
    <message>
        <source>The record of a network game in progress could not be read. {reason} It was kept as {file}.</source>
        <translation>Nie udało się odczytać zapisu gry sieciowej w toku. {reason} Zachowano go jako {file}.</translation>
    </message>
    <message>
        <source>An autosaved game could not be opened. {reason} It was kept as {file}.</source>
        <translation>Nie można otworzyć automatycznie zapisanej gry. {reason} Zachowano ją jako {file}.</translation>
    </message>
    <message>
        <source>An autosaved game could not be opened. {reason} It was left as {file}.</source>
        <translation>Nie można otworzyć automatycznie zapisanej gry. {reason} Pozostawiono ją jako {file}.</translation>
    </message>
    <message>
        <source>Settings reset</source>
        <translation>Ustawienia przywrócone</translation>
    </message>
    <message>
        <source>Games cannot be saved</source>
        <translation>Nie można zapisywać gier</translation>
    </message>
    <message>
        <source>Kartografové is already running</source>
        <translation>Kartografové już działa</translation>
    </message>
    <message>
        <source>Kartografové is already running with your data folder, but its window did not answer. Close it (or wait until it answers) and start again: two windows on the same games would overwrite each other&apos;s moves.</source>
        <translation>Kartografové już działa z twoim folderem danych, ale jego okno nie odpowiada. Zamknij je (lub poczekaj, aż odpowie) i uruchom grę ponownie: dwa okna na tych samych grach nadpisywałyby sobie nawzajem ruchy.</translation>
    </message>
    <message>
        <source>Kartografové cannot start</source>
        <translation>Nie można uruchomić Kartografové</translation>
    </message>
    <message>
        <source>{file} in your data folder should be Kartografové&apos;s lock file, but it is something else and cannot be moved aside. Remove it and start again.</source>
        <translation>{file} w twoim folderze danych powinien być plikiem blokady Kartografové, ale jest czymś innym i nie da się go odłożyć. Usuń go i uruchom grę ponownie.</translation>
    </message>
    <message>
        <source>Lock file replaced</source>
        <translation>Plik blokady zastąpiony</translation>
    </message>
    <message>
        <source>Something that was not Kartografové&apos;s lock file was in its place in your data folder. It was kept as {file} and a new lock file was made.</source>
        <translation>W miejscu pliku blokady Kartografové w twoim folderze danych było coś innego. Zachowano to jako {file} i utworzono nowy plik blokady.</translation>
    </message>
    <message>
        <source>Kartografové is already running with this data folder; its window was brought to the front</source>
        <translation>Kartografové już działa z tym folderem danych; jego okno zostało przeniesione na wierzch</translation>
    </message>
</context>
<context>
    <name>StripWords</name>
    <message numerus="yes">
        <source>%n star(s)</source>
        <translation>
            <numerusform>%n Gwiazdka Reputacji</numerusform>
            <numerusform>%n Gwiazdki Reputacji</numerusform>
            <numerusform>%n Gwiazdek Reputacji</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableStrip</name>
    <message>
        <source>drawing…</source>
        <translation>rysuje…</translation>
    </message>
</context>
<context>
    <name>Terrains</name>
    <message>
        <source>Forest</source>
        <translation>Las</translation>
    </message>
    <message>
        <source>Village</source>
        <translation>Wioska</translation>
    </message>
    <message>
        <source>Farm</source>
        <translation>Pole</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Woda</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>Potwór</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Heros</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Góry</translation>
    </message>
</context>
<context>
    <name>Titles</name>
    <message>
        <source>Legendary Cartographer</source>
        <translatorcomment>Not from a rulebook: the Polish title for 30+ is illegible in the rulebook scan; a careful translation.</translatorcomment>
        <translation>Legendarny Kartograf</translation>
    </message>
    <message>
        <source>Master Mapsmith</source>
        <translation>Mistrz Kartografii</translation>
    </message>
    <message>
        <source>Journeyman Topographer</source>
        <translation>Wędrowny Topograf</translation>
    </message>
    <message>
        <source>Apprentice Surveyor</source>
        <translation>Aplikant Geodeta</translation>
    </message>
    <message>
        <source>Amateur Assessor</source>
        <translation>Amator Hobbysta</translation>
    </message>
    <message>
        <source>Inept Assistant</source>
        <translation>Nieudolny Asystent</translation>
    </message>
    <message>
        <source>Dimwitted Doodler</source>
        <translation>Gryzmolący Niezdara</translation>
    </message>
    <message>
        <source>Oblivious Inkdrinker</source>
        <translation>Poplamiony Ochlapus</translation>
    </message>
</context>
<context>
    <name>Unfinished</name>
    <message>
        <source>Network game hosted here</source>
        <translation>Gra sieciowa hostowana tutaj</translation>
    </message>
    <message>
        <source>Network game joined</source>
        <translation>Gra sieciowa, do której dołączono</translation>
    </message>
    <message>
        <source>sheet {side}</source>
        <translation>arkusz {side}</translation>
    </message>
    <message>
        <source>Journey, chapter {number}: {title}</source>
        <translation>Podróż, rozdział {number}: {title}</translation>
    </message>
    <message>
        <source>Challenge of the week {week}</source>
        <translation>Wyzwanie tygodnia {week}</translation>
    </message>
    <message>
        <source>Campaign, chapter {number}</source>
        <translation>Kampania, rozdział {number}</translation>
    </message>
</context>
<context>
    <name>Waiting</name>
    <message>
        <source>waiting for the host to open the game</source>
        <translation>czekamy, aż gospodarz otworzy grę</translation>
    </message>
    <message>
        <source>waiting for a seat</source>
        <translation>czekamy na miejsce przy stole</translation>
    </message>
    <message>
        <source>waiting for the players to sit down ({seated} of {players}: {names})</source>
        <translation>czekamy, aż usiądą wszyscy gracze ({seated} z {players}: {names})</translation>
    </message>
    <message>
        <source>waiting for the host to deal</source>
        <translation>czekamy, aż gospodarz rozda karty</translation>
    </message>
    <message>
        <source>waiting for the host to reveal the next card</source>
        <translation>czekamy na następną kartę</translation>
    </message>
    <message>
        <source>waiting for {name} to draw</source>
        <translation>czekamy, aż narysuje: {name}</translation>
    </message>
    <message>
        <source>waiting for the host to close the game</source>
        <translation>czekamy, aż gospodarz zamknie grę</translation>
    </message>
    <message>
        <source>waiting for {names} to cut the deck</source>
        <translation>czekamy, aż {names} przełożą talię</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <source>Open a saved game…</source>
        <translation>Otwórz zapisaną grę…</translation>
    </message>
    <message>
        <source>Play solo</source>
        <translation>Graj solo</translation>
    </message>
    <message>
        <source>Right-click to forget a game that will not go on.</source>
        <translation>Kliknij prawym przyciskiem, aby usunąć z listy grę, która nie będzie kontynuowana.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Kontynuuj</translation>
    </message>
    <message>
        <source>Forget this network game…</source>
        <translation>Usuń tę grę sieciową z listy…</translation>
    </message>
    <message>
        <source>Continue an unfinished game</source>
        <translation>Kontynuuj niedokończoną grę</translation>
    </message>
    <message>
        <source>Pass and play</source>
        <translation>Gra przy jednym komputerze</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Jak grać</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Ukończone gry</translation>
    </message>
    <message>
        <source>Host a game on the network…</source>
        <translation>Hostuj grę w sieci…</translation>
    </message>
    <message>
        <source>Join a game on the network…</source>
        <translation>Dołącz do gry w sieci…</translation>
    </message>
    <message>
        <source>Kartografové</source>
        <translation>Kartografowie</translation>
    </message>
    <message>
        <source>Cartographers Heroes — solo, pass-and-play, against the computer and over the network</source>
        <translation>Kartografowie: Herosi — solo, przy jednym komputerze, z komputerem i przez sieć</translation>
    </message>
    <message>
        <source>Journey and campaigns</source>
        <translation>Podróż i kampanie</translation>
    </message>
    <message>
        <source>The journey: a star in every chapter ({stars} {earned})</source>
        <translation>Podróż: gwiazda w każdym rozdziale ({stars} {earned})</translation>
    </message>
    <message>
        <source>The journey, chapter {number}: {title}</source>
        <translation>Podróż, rozdział {number}: {title}</translation>
    </message>
    <message>
        <source>Challenge of the week {week}: not played yet</source>
        <translation>Wyzwanie tygodnia {week}: jeszcze nierozegrane</translation>
    </message>
    <message>
        <source>Challenge of the week {week}: your best {rating}</source>
        <translation>Wyzwanie tygodnia {week}: twój najlepszy wynik {rating}</translation>
    </message>
    <message>
        <source>Last achievement: {name} ({date})</source>
        <translation>Ostatnie osiągnięcie: {name} ({date})</translation>
    </message>
</context>
<context>
    <name>Zoom</name>
    <message>
        <source>Fit</source>
        <translation>Cała mapa</translation>
    </message>
    <message>
        <source>Zoom in (Ctrl++, Ctrl+wheel)</source>
        <translation>Przybliż (Ctrl++, Ctrl+kółko)</translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+-)</source>
        <translation>Oddal (Ctrl+-)</translation>
    </message>
    <message>
        <source>The whole sheet (Ctrl+0). Drag with the middle button to pan.</source>
        <translation>Cały arkusz (Ctrl+0). Przeciągnij środkowym przyciskiem, aby przesunąć mapę.</translation>
    </message>
</context>
<context>
    <name>argparse</name>
    <message>
        <source>usage: </source>
        <translation>użycie: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>argumenty pozycyjne</translation>
    </message>
    <message>
        <source>options</source>
        <translation>opcje</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>pokazuje tę pomoc i kończy działanie</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argument %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>nierozpoznane argumenty: %s</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>niejednoznaczna opcja: %(option)s może oznaczać %(matches)s</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>nieprawidłowy wybór: %(value)r (wybierz spośród %(choices)s)</translation>
    </message>
    <message>
        <source>can&apos;t open &apos;%(filename)s&apos;: %(error)s</source>
        <translation>nie można otworzyć &apos;%(filename)s&apos;: %(error)s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>oczekiwano jednego argumentu</translation>
    </message>
    <message>
        <source>expected at most one argument</source>
        <translation>oczekiwano najwyżej jednego argumentu</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>oczekiwano co najmniej jednego argumentu</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>nieprawidłowa wartość typu %(type)s: %(value)r</translation>
    </message>
    <message>
        <source>unknown parser %(parser_name)r (choices: %(choices)s)</source>
        <translation>nieznane polecenie %(parser_name)r (możliwości: %(choices)s)</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>wymagane są następujące argumenty: %s</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>wymagany jest jeden z argumentów %s</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>niedozwolone razem z argumentem %s</translation>
    </message>
    <message>
        <source>unexpected option string: %s</source>
        <translation>nieoczekiwana opcja: %s</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>zignorowano jawną wartość argumentu %r</translation>
    </message>
</context>
</TS>
