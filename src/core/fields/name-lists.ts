/**
 * Frequent given names and surnames, Latin and Cyrillic script, as written (folded when loaded).
 * A few hundred per script: enough to tell a column of people's names from one of products,
 * places or companies by its hit rate, never to decide one value. Words that are also common in
 * titles or places (Rose, Long, Price, Bell …) are left out on purpose; the most frequent ones that
 * double as words (White, Green, King) stay, as names are judged by rates, not one by one.
 */

/** Given names in Latin script (English-speaking, western and northern European, male and female, short forms). */
export const LATIN_GIVEN = `
james john robert michael william david richard joseph thomas charles christopher daniel matthew
anthony donald steven paul andrew joshua kenneth kevin brian george timothy ronald edward jason
jeffrey ryan jacob gary nicholas eric jonathan stephen larry justin scott brandon benjamin samuel
gregory alexander frank patrick raymond jack dennis jerry tyler aaron jose adam nathan henry douglas
zachary peter kyle ethan walter noah jeremy christian keith roger terry gerald harold sean carl
arthur lawrence dylan jesse bryan billy joe bruce gabriel logan albert willie alan juan wayne elijah
randy roy vincent ralph eugene russell bobby mason philip louis harry oliver liam lucas leo oscar
charlie alfie archie freddie luke toby lewis callum jamie connor ben sam tom tim rob bob bill mike
dave steve chris matt nick jim tony joel hans klaus pieter pierre michel francois luis carlos miguel
antonio manuel pedro javier giovanni marco luca giuseppe ahmed mohammed muhammad ali riley blake
cooper jayden lachlan hamish angus declan aidan xavier isaac caleb owen hugo theo finn rhys dean
craig stuart neil colin ian graham barry alistair malcolm duncan gordon derek trevor shane wade
brett clint darren glenn grant travis troy marcus jared simon martin victor ivan boris igor oleg
dmitri sergei mary patricia jennifer linda elizabeth barbara susan jessica sarah karen lisa nancy
betty margaret sandra ashley kimberly emily donna michelle carol amanda dorothy melissa deborah
stephanie rebecca sharon laura cynthia kathleen amy angela shirley anna brenda pamela emma nicole
helen samantha katherine christine debra rachel carolyn janet catherine maria heather diane ruth
julie olivia joyce virginia victoria kelly lauren christina joan evelyn judith megan andrea cheryl
hannah jacqueline martha gloria teresa ann sara frances kathryn janice abigail alice judy sophia
denise doris marilyn danielle beverly isabella theresa diana natalie brittany charlotte marie kayla
alexis lori chloe ella mia ava lily jasmine isla poppy holly molly amelia zoe kate claire lucy
sophie ellie eve louise caitlin chelsea mackenzie bianca madeleine madeline tahlia kirsty tegan
brooke hayley shannon courtney alyssa paige jodie leah erin mikayla tayla abbey keira imogen eliza
matilda annabel scarlett sienna maddison alana jemma gemma kylie tracey wendy fiona gillian sabine
ursula monika petra claudia julia lena isabelle nathalie sylvie camille carmen lucia rosa ana elena
ingrid astrid katarina natasha svetlana olga tatiana irina yulia johannes cornelis hendrik willem
gerrit jacobus petrus theodorus adrianus wilhelmus johanna martinus franciscus antonius gerardus
henricus jozef marinus nicolaas dirk bart joost sander ruud koen wouter thijs maarten jeroen niels
lars sven erik anders johan karl nils magnus henrik mats jens ole bjorn stefan jurgen wolfgang
dieter uwe rainer helmut manfred werner gunter horst andreas markus thorsten francesco alessandro
lorenzo matteo stefano roberto paolo pablo diego sergio alejandro fernando
`;

/** Surnames in Latin script (English-speaking, German, French, Dutch, Italian, Spanish, Irish). */
export const LATIN_SURNAMES = `
smith johnson williams jones garcia miller davis rodriguez martinez hernandez lopez gonzalez wilson
anderson thomas taylor moore jackson martin lee perez thompson harris sanchez clark ramirez lewis
robinson walker allen wright scott torres nguyen flores adams nelson baker rivera campbell mitchell
carter roberts gomez phillips evans turner diaz parker cruz edwards collins reyes stewart morris
morales murphy rogers gutierrez ortiz morgan cooper peterson bailey reed kelly howard ramos kim cox
ward richardson watson brooks chavez james bennett mendoza ruiz hughes alvarez castillo sanders
patel myers ross foster jimenez powell jenkins perry russell sullivan coleman butler henderson
barnes gonzales fisher vasquez simmons romero patterson alexander hamilton graham reynolds griffin
wallace moreno hayes bryant herrera gibson ellis tran medina aguilar stevens murray castro marshall
owens harrison fernandez mcdonald kennedy vargas henry chen freeman webb tucker guzman burns
crawford olson simpson porter hunter gordon mendez silva shaw snyder mason dixon munoz hicks holmes
palmer wagner robertson boyd salazar warren meyer schmidt garza daniels ferguson nichols stephens
soto weaver ryan gardner payne dunn kelley spencer hawkins arnold pierce hansen peters santos
bradley knight elliott cunningham duncan armstrong hudson carroll riley andrews perkins hoffman
johnston matthews pena richards willis carpenter lawrence sandoval walsh byrne obrien oconnor
mccarthy doyle kavanagh mcgrath quinn brennan lynch kearney fitzgerald mckenzie mcleod fraser
macdonald mackay sutherland douglas ritchie reid thomson davidson clarke muller mueller schneider
fischer weber becker schulz hoffmann koch richter klein wolf schroder neumann schwarz zimmermann
braun kruger hofmann hartmann lange schmitt werner krause bernard dubois durand leroy moreau simon
laurent lefebvre michel girard fournier morel roux bonnet dupont lambert fontaine rousseau jansen
dejong devries bakker visser smit meijer mulder bos vos rossi russo ferrari esposito bianchi romano
colombo ricci marino greco bruno gallo conti mancini giordano rizzo lombardi moretti barbieri
santoro mariani rinaldi caruso galli martini leone longo gentile martinelli vitale lombardo serra
coppola desantis marchetti parisi conte ferraro ferri fabbri bianco marini grasso valentini deluca
gatti pellegrini palumbo sanna farina rizzi cattaneo morelli amato silvestri mazza grassi pellegrino
carbone giuliani benedetti barone navarro dominguez gil vazquez serrano blanco molina suarez ortega
delgado rubio sanz iglesias nunez garrido cortes lozano guerrero cano prieto calvo gallego vidal
marquez cabrera campos fuentes carrasco diez caballero nieto pascual santana herrero montero hidalgo
gimenez ibanez ferrer duran benitez mora vicente white green hall wood hill young king davies
griffiths wilkinson chapman gray mills barker lloyd fletcher pearson rhodes atkinson morrison
shepherd bishop stanley stephenson rees chandler lowe robson browne fitzpatrick donaldson paterson
wilkins bradshaw godfrey collier boyle blake millar thorpe humphreys finlay everett hobson coulson
harvey khan singh begum hussain ahmed kaur shah kumar sharma wang li zhang liu yang huang zhao wu
zhou xu sun ma zhu hu guo lin he gao luo le pham hoang phan vu dang bui do ho ngo duong ly wong chan
tan lim ng lam cheung
`;

/** Given names in Cyrillic script (Russian and Ukrainian, with frequent short forms). */
export const CYRILLIC_GIVEN = `
александр алексей анатолий андрей антон аркадий арсений артём артем борис вадим валентин валерий
василий виктор виталий владимир владислав вячеслав геннадий георгий глеб григорий даниил денис
дмитрий евгений егор иван игорь илья кирилл константин лев леонид максим марк матвей михаил никита
николай олег павел пётр петр руслан сергей семён семен станислав степан тимофей тимур фёдор федор
юрий ярослав эдуард ефим захар богдан всеволод герман давид демид елисей игнат макар мирон платон
прохор савелий святослав тарас филипп эмиль яков рустам ринат марат айдар александра алина алла
анастасия ангелина анна антонина валентина валерия вера вероника виктория галина дарья диана евгения
екатерина елена елизавета жанна зинаида зоя инна ирина карина кира клавдия кристина ксения лариса
лидия людмила маргарита марина мария надежда наталья наталия нина оксана олеся ольга полина раиса
светлана софья софия тамара татьяна ульяна юлия яна варвара василиса милана ева арина алиса алёна
алена эльвира эвелина злата таисия есения майя снежана олександр андрій сергій дмитро микола олексій
юлія тетяна наталія саша маша паша женя дима коля ваня лена таня оля катя наташа настя серёжа миша
лёша вова
`;

/** Surnames in Cyrillic script, male form (the feminine -а form is derived on load). */
export const CYRILLIC_SURNAMES = `
иванов смирнов кузнецов попов васильев петров соколов михайлов новиков фёдоров федоров морозов
волков алексеев лебедев семёнов семенов егоров павлов козлов степанов николаев орлов андреев макаров
никитин захаров зайцев соловьёв соловьев борисов яковлев григорьев романов воробьёв воробьев сергеев
кузьмин фролов александров дмитриев королёв королев гусев киселёв киселев ильин максимов поляков
сорокин виноградов ковалёв ковалев белов медведев антонов тарасов жуков баранов филиппов комаров
давыдов беляев герасимов богданов осипов сидоров матвеев титов марков миронов крылов куликов карпов
власов мельников денисов гаврилов тихонов казаков афанасьев данилов савельев тимофеев фомин чернов
абрамов мартынов ефимов федотов щербаков назаров калинин исаев чернышёв быков маслов родионов
коновалов лазарев воронин климов филатов пономарёв пономарев голубев кудрявцев прохоров наумов
потапов журавлёв овчинников трофимов леонов соболев ермаков колесников гончаров емельянов никифоров
грачёв котов гришин ефремов архипов громов кириллов малышев панов моисеев румянцев акимов кондратьев
бирюков горбунов анисимов ерёмин еремин тихомиров галкин лукьянов михеев скворцов юдин белоусов
нестеров симонов селезнёв горшков зуев шубин зиновьев дьячков шаров блинов субботин сафонов рябов
хабибуллин галиев сафин гарипов ахметов
`;

/** Cyrillic surnames that do not take a feminine -а (Ukrainian -енко, -ук, and others). */
export const CYRILLIC_SURNAMES_INVARIANT = `
шевченко коваленко бондаренко ткаченко кравченко олейник мельник коваль бойко лысенко кравчук
ковальчук полищук марченко савченко руденко петренко
`;
