import { foldName as fold } from './names';

/**
 * Given names and the short forms people go by («James» / «Jim», «Elizabeth» / «Liz», «Дмитрий» /
 * «Дима»): one person written two ways, not two people. Each line is one name and its short forms;
 * a short form may belong to several names («Pat»: Patrick, Patricia), two full names never match
 * each other through it. Folded as the name comparisons fold (Дмитрий → dmitrii).
 */
// prettier-ignore
const GROUPS = `
alexander alex al sandy xander|alexandra alex sandra sasha lexi|andrew andy drew|anthony tony|benjamin ben benny
catherine cathy kate katie kathy kat|katherine kate katie kathy kat kit kathryn|charles charlie chuck chas
christopher chris kit|christine chris tina chrissy|christina chris tina|daniel dan danny|david dave davy
deborah debbie deb debra|donald don donnie|dorothy dot dottie dolly|edward ed eddie ted ned|edwin ed eddie
elizabeth liz lizzie beth betty bess eliza libby lisa|frederick fred freddie freddy|gregory greg
harold harry hal|henry harry hank hal|jacob jake|james jim jimmy jamie|jennifer jen jenny|john jack johnny
jonathan jon jonny|joseph joe joey|joshua josh|lawrence larry laurie|leonard len lenny leo|margaret maggie meg peggy marge madge
matthew matt|michael mike mick micky mikey|nathan nate nat|nathaniel nate nat nathan|nicholas nick nicky
patricia pat patty trish tricia|patrick pat paddy|peter pete|philip phil pip|phillip phil|rebecca becky becca
richard rick dick rich richie ricky|robert bob rob bobby robbie bert|ronald ron ronnie|samuel sam sammy
samantha sam sammy|stephen steve stevie|steven steve stevie|susan sue susie suzy|theodore ted teddy theo
thomas tom tommy|timothy tim timmy|victoria vicky vikki tori|william will bill billy willy liam|zachary zach zack
abigail abby abbie|barbara barb babs|jessica jess jessie|kimberly kim|pamela pam|teresa terry tess tessa
theresa terry tess tessa|valerie val|eleanor ellie nell nora|isabella izzy bella|isabel izzy bel|jacqueline jackie
judith judy|kenneth ken kenny|raymond ray|gerald gerry jerry|douglas doug|albert al bert bertie|alfred alf alfie
archibald archie|oliver ollie|olivia liv livvy|frances fran frankie|francis frank frankie|jeffrey jeff
bradley brad|mitchell mitch|russell russ|stanley stan|vincent vince|walter walt wally|anne annie|ann annie
penelope penny|gillian gill jill|josephine jo josie|joanne jo|angela angie|caroline carrie|carolyn carrie
александр саша саня шура|александра саша шура|алексей алёша лёша|анастасия настя|анна аня|дмитрий дима митя
екатерина катя|елена лена|ирина ира|иван ваня|константин костя|мария маша|михаил миша|наталья наташа
наталия наташа|николай коля|ольга оля|павел паша|сергей серёжа|светлана света|татьяна таня|владимир володя вова
юрий юра|евгений женя|евгения женя|виктор витя|виктория вика|андрей андрюша|ксения ксюша|людмила люда мила
`;

/** Per folded name, the groups (indices) it belongs to. */
const GROUP_OF: ReadonlyMap<string, readonly number[]> = (() => {
  const out = new Map<string, number[]>();
  GROUPS.trim()
    .split(/\||\n/)
    .forEach((line, g) => {
      for (const name of new Set(line.trim().split(/\s+/).map(fold)))
        (out.get(name) ?? out.set(name, []).get(name)!).push(g);
    });
  return out;
})();

/** Whether two folded given names are one name and a short form of it, or two short forms of one name. */
export function sameGivenName(a: string, b: string): boolean {
  if (a === b) return true;
  const ga = GROUP_OF.get(a);
  const gb = GROUP_OF.get(b);
  return ga !== undefined && gb !== undefined && ga.some((g) => gb.includes(g));
}
