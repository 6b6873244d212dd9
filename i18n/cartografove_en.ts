<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AchievementsDialog</name>
    <message numerus="yes">
        <source>%n of {total} achievements earned</source>
        <translation>
            <numerusform>%n of {total} achievement earned</numerusform>
            <numerusform>%n of {total} achievements earned</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardPanel</name>
    <message numerus="yes">
        <source>Explore card · time %n</source>
        <translation>
            <numerusform>Explore card · time %n</numerusform>
            <numerusform>Explore card · time %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GoalWords</name>
    <message numerus="yes">
        <source>%n lost</source>
        <translation>
            <numerusform>%n lost</numerusform>
            <numerusform>%n lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n at risk now</source>
        <translation>
            <numerusform>%n at risk now</numerusform>
            <numerusform>%n at risk now</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Goals</name>
    <message numerus="yes">
        <source>win by %n star(s) or more</source>
        <translation>
            <numerusform>win by %n star or more</numerusform>
            <numerusform>win by %n stars or more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>end with %n coin(s) or more</source>
        <translation>
            <numerusform>end with %n coin or more</numerusform>
            <numerusform>end with %n coins or more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GuideDialog</name>
    <message numerus="yes">
        <source>In this example: %n star(s).</source>
        <translation>
            <numerusform>In this example: %n star.</numerusform>
            <numerusform>In this example: %n stars.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintController</name>
    <message numerus="yes">
        <source>Hint: this earns %n point(s) of this season&apos;s edicts.</source>
        <translation>
            <numerusform>Hint: this earns %n point of this season&apos;s edicts.</numerusform>
            <numerusform>Hint: this earns %n points of this season&apos;s edicts.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n coin</numerusform>
            <numerusform>%n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n space(s) fewer next to a monster</source>
        <translation>
            <numerusform>%n space fewer next to a monster</numerusform>
            <numerusform>%n spaces fewer next to a monster</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more space(s) next to a monster</source>
        <translation>
            <numerusform>%n more space next to a monster</numerusform>
            <numerusform>%n more spaces next to a monster</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message numerus="yes">
        <source>{name} — %n seat(s)</source>
        <translation>
            <numerusform>{name} — %n seat</numerusform>
            <numerusform>{name} — %n seats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) found</source>
        <translation>
            <numerusform>%n game found</numerusform>
            <numerusform>%n games found</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewCampaignDialog</name>
    <message numerus="yes">
        <source>A campaign code has 9 characters; this one has %n.</source>
        <translation>
            <numerusform>A campaign code has 9 characters; this one has %n.</numerusform>
            <numerusform>A campaign code has 9 characters; this one has %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message numerus="yes">
        <source>The hero&apos;s attack destroys %n monster space(s).</source>
        <translation>
            <numerusform>The hero&apos;s attack destroys %n monster space.</numerusform>
            <numerusform>The hero&apos;s attack destroys %n monster spaces.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The zombies spread to %n space(s).</source>
        <translation>
            <numerusform>The zombies spread to %n space.</numerusform>
            <numerusform>The zombies spread to %n spaces.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A mountain is surrounded: +%n coin(s).</source>
        <translation>
            <numerusform>A mountain is surrounded: +%n coin.</numerusform>
            <numerusform>A mountain is surrounded: +%n coins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The dragon is closed in: +%n coin(s).</source>
        <translation>
            <numerusform>The dragon is closed in: +%n coin.</numerusform>
            <numerusform>The dragon is closed in: +%n coins.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PdfCommand</name>
    <message numerus="yes">
        <source>{file}: %n page(s)</source>
        <translation>
            <numerusform>{file}: %n page</numerusform>
            <numerusform>{file}: %n pages</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayedWith</name>
    <message numerus="yes">
        <source>played with %n hint(s)</source>
        <translation>
            <numerusform>played with %n hint</numerusform>
            <numerusform>played with %n hints</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} played with %n hint(s)</source>
        <translation>
            <numerusform>{name} played with %n hint</numerusform>
            <numerusform>{name} played with %n hints</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayersSection</name>
    <message numerus="yes">
        <source>%n players take turns at this computer; the highest score wins.</source>
        <translation>
            <numerusform>%n players take turns at this computer; the highest score wins.</numerusform>
            <numerusform>%n players take turns at this computer; the highest score wins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You play against %n computer cartographer(s); the highest score wins.</source>
        <translation>
            <numerusform>You play against %n computer cartographer; the highest score wins.</numerusform>
            <numerusform>You play against %n computer cartographers; the highest score wins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n people take turns at this computer; computer cartographers play the other seats. The highest score wins.</source>
        <translation>
            <numerusform>%n person plays at this computer; computer cartographers play the other seats. The highest score wins.</numerusform>
            <numerusform>%n people take turns at this computer; computer cartographers play the other seats. The highest score wins.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Standings</name>
    <message numerus="yes">
        <source>{name} leads with %n star(s).</source>
        <translation>
            <numerusform>{name} leads with %n star.</numerusform>
            <numerusform>{name} leads with %n stars.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sharing the lead with %n star(s): {names}.</source>
        <translation>
            <numerusform>Sharing the lead with %n star: {names}.</numerusform>
            <numerusform>Sharing the lead with %n stars: {names}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n explore card(s)</source>
        <translation>
            <numerusform>%n explore card</numerusform>
            <numerusform>%n explore cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n ruins)</source>
        <translation>
            <numerusform>(%n of them ruins)</numerusform>
            <numerusform>(%n of them ruins)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ambush(es)</source>
        <translation>
            <numerusform>%n ambush</numerusform>
            <numerusform>%n ambushes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hero(es)</source>
        <translation>
            <numerusform>%n hero</numerusform>
            <numerusform>%n heroes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StripWords</name>
    <message numerus="yes">
        <source>%n star(s)</source>
        <translation>
            <numerusform>%n star</numerusform>
            <numerusform>%n stars</numerusform>
        </translation>
    </message>
</context>
</TS>
