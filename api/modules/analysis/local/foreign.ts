// Asks, promises and dated obligations in the languages founders mix with English: Spanish, Portuguese,
// German, Swedish, French and Polish, plus the Hindi imperatives of Hinglish mail. The English rules in
// commitments.ts read English; a sentence written mostly in one of these languages is read here instead,
// by the same acts: a request to the reader, the writer's promise, a date that binds.
//
// The cues are the grammar of asking in each language, not phrases of any one mail: a please-word, a modal
// with the second person ("¿puedes…?", "kannst du…", "kan du…"), a need addressed to the reader ("necesito
// tu…", "ich brauche…"), an imperative that opens the sentence ("dime", "schick", "skicka"), a question to
// the reader, and the first person with a verb of delivering ("te mando", "ich schicke", "jag skickar").
type SpeechAct = 'request' | 'promise' | 'deadline';

/** A whole word in any script: JavaScript's \b only knows ASCII letters ("är", "für" have none before them). */
const wordsRe = (alternation: string, flags = 'giu') => new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation})(?![\\p{L}\\p{N}])`, flags);

/** English function words. */
export const ENGLISH = wordsRe('the|to|and|you|your|we|i|is|are|be|for|of|on|in|it|this|that|can|could|will|please|with|by|would|what|when|have|has');
/** Function words of the other languages (none shared with English). */
export const FOREIGN = wordsRe(
  [
    'el|la|los|las|que|y|en|por|con|para|una|es|del|muy|pero|lo|le|se|te|tu|tú|su|al|como|más|ya|si|sí|usted|hoy|mañana',
    'der|die|das|und|ist|nicht|ich|wir|mit|für|auf|du|dich|dir|ein|eine|einen|zu|von|bei|bis|auch|noch|wenn|dass|mich|uns|Sie|Ihnen|heute|morgen',
    'och|att|det|är|jag|vi|på|med|inte|har|om|till|som|ett|av|för|men|så|ska|dig|din|ditt|oss|hur|när|vad|idag|imorgon',
    'não|com|uma|você|vc|os|as|do|da|em|eu|nós|mas|pra|hoje|amanhã|seu|sua',
    'je|nous|vous|avec|pour|sur|pas|les|des|et|est|mais|aujourd|demain|votre|ton|ta',
    'hai|ka|ke|ki|kya|nahi|aur|ho|bhi|ya|wala|main|mujhe|tum|aap',
    'w|z|na|nie|że|się|jest|od|dla|czy|jak|ale|mnie|ci|cię|pan|pani|jutro|dziś|dzisiaj|już|też|tak|jeszcze|przez|oraz|bo|tylko|proszę',
  ].join('|'),
);

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/g;
const CJK_TEST = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
// Japanese, Chinese and Korean ways of asking: お願いします, ください, いただけますか; 请, 麻烦, 能不能; 주세요, 부탁.
const CJK_ASK = /お願い|ください|下さい|いただけ|頂け|してもらえ|确认一下|请您?|麻烦|能不能|可以.{0,12}吗|주세요|부탁|해\s?줄\s?수/;

/** The sentence is written mostly in another language than English (two of its function words or more, outnumbering English ones). */
export function mostlyForeign(text: string): boolean {
  // Chinese, Japanese and Korean: more of their characters than Latin letters.
  if (CJK_TEST.test(text)) {
    const cjk = (text.match(CJK) ?? []).length;
    if (cjk >= 4 && cjk > (text.match(/[A-Za-z]/g) ?? []).length) return true;
  }
  FOREIGN.lastIndex = 0;
  const foreign = (text.match(FOREIGN) ?? []).length;
  if (foreign < 2) return false;
  return foreign > (text.match(ENGLISH) ?? []).length;
}

const PLEASE = wordsRe(
  "proszę|prosimy|uprzejmie prosimy|por favor|porfa|porfavor|bitte|snälla|vänligen|var snäll och|por gentileza|s'il (te|vous) pla[iî]t|merci de|veuillez|abeg",
  'iu',
);
const MODAL_YOU = wordsRe(
  [
    'puedes|podrías|podrias|podrían|podrian|puede usted|pueden|pudieras|me (puedes|podrías|podrias|ayudas|confirmas|mandas|envías|envias|pasas|dices|avisas)',
    'você pode|vc pode|pode me|podes|poderia|poderiam|consegue|conseguiria|me (manda|envia|passa|diz|avisa|confirma)',
    'kannst du|könntest du|können sie|könnten sie|würden sie|würdest du|kann ich .{0,20}bitten',
    'kan du|kunde du|skulle du kunna|kan ni|kunde ni|har du möjlighet',
    'peux-tu|pourrais-tu|pouvez-vous|pourriez-vous|tu peux|vous pouvez',
    'kar sakte ho|kar sakti ho|kar doge|karoge|doge|bhejoge|bata sakte',
    'czy (?:[\\p{L}-]+ ){0,2}(?:mógłby|mogłaby|mogłoby|mogliby|mogłyby)|czy możesz|czy mógłbyś|czy mogłabyś|czy mógłby pan|czy mogłaby pani|czy może pan|czy może pani|czy mogą państwo|czy dasz radę|możesz|mógłbyś|mogłabyś|dasz radę',
  ].join('|'),
  'iu',
);
const NEED_FROM_YOU = wordsRe(
  [
    '(necesito|necesitamos|requiero|requerimos|ocupo) (tu|su|sus|tus|que|el|la|los|las|una|un)',
    '(preciso|precisamos) (do seu|da sua|dos seus|de|que|da|do)',
    'ich brauche|wir brauchen|brauche ich|brauchen wir|benötige ich|benötigen wir|ich benötige|wir benötigen|bräuchte ich|bräuchten wir|bitte ich um',
    'jag behöver|vi behöver|behöver (jag|vi) (ditt|din|dina|att du|ett|en)',
    "j'ai besoin|nous avons besoin|il me faut|il nous faut",
    'potrzebuję|potrzebujemy|potrzebowałbym|potrzebowałabym|potrzebowalibyśmy',
  ].join('|'),
  'iu',
);
// An imperative that opens the sentence (after a name or a greeting, "Lucas, mándame…").
const IMPERATIVE = new RegExp(
  `^(?:[\\p{L}'’-]+,\\s+)?(?:${[
    'dime|dígame|digame|avísame|avisame|avísanos|mándame|mandame|mándanos|envíame|enviame|envíanos|confirma|confírmame|confirmame|confirme|trae|tráeme|llámame|llamame|llama|revisa|firma|manda|envía|envia|pásame|pasame|decide|aprueba|sube|comparte|ayúdame|ayudame|cuéntame|cuentame|agenda|reserva|resérvame|contesta|responde|échale|echale|déjame saber|no olvides|acuérdate',
    'me diga|me avisa|me avise|me manda|me mande|me envia|me envie|me passa|me liga|manda|mande|envia|envie|confirma|confirme|traz|traga|liga|ligue|revisa|revise|assina|assine|aprova|aprove|decida|avise|diga|compartilhe|responda|não esqueça|lembra de',
    'sag|sagen sie|schick|schicke|schicken sie|ruf|rufen sie|gib|geben sie|lade|laden sie|melde dich|melden sie sich|bestätige|bestätigen sie|prüfe|prüfen sie|unterschreib|unterschreibe|unterschreiben sie|entscheide|hol|holen sie|bring|bringen sie|denk dran|vergiss nicht|überweise|überweisen sie|antworte|antworten sie',
    'säg|skicka|ring|boka|bekräfta|kolla|titta|hör av dig|meddela|fixa|ta med|godkänn|signera|skriv under|ladda upp|glöm inte|svara|maila|mejla',
    "dis-moi|dites-moi|envoie|envoie-moi|envoyez|envoyez-moi|confirme|confirmez|appelle|appelez|appelle-moi|signe|signez|valide|validez|n'oublie pas|préviens-moi|tiens-moi au courant|réponds|répondez",
    'kar do|kardo|bhej do|bhejo|bata do|batao|bolo|dekh lo|karo|le aao|le aana',
    'daj znać|dajcie znać|wyślij|prześlij|podeślij|podpisz|zatwierdź|potwierdź|zadzwoń|sprawdź|przygotuj|odpisz|napisz|zdecyduj|pamiętaj|nie zapomnij|przelej|zapłać|zaakceptuj|zarezerwuj',
  ].join('|')})(?![\\p{L}\\p{N}])`,
  'iu',
);
// The second person ("¿llegas el 30?", "Kommst du?", "Kommer du?", "Você vem?"); the German formal "Sie", "Ihnen" only as
// written, capitalised ("sie" is she or they).
const YOU_ANY_CASE = wordsRe(
  'tú|tu|te|usted|ustedes|vos|você|vc|vocês|o senhor|a senhora|du|dich|dir|dein|deine|euch|dig|din|ditt|dina|toi|vous|votre|tum|aap|tumhe|aapko|ty|cię|ciebie|tobie|twój|twoja|twoje|pan|pani|panu|pana|państwo|wam',
  'iu',
);
const YOU_FORMAL = wordsRe('Sie|Ihnen|Ihr|Ihre', 'u');
export const YOU = { test: (text: string) => YOU_ANY_CASE.test(text) || YOU_FORMAL.test(text) };
// The writer asks leave to act ("¿Lo pido?", "Kann ich das bestellen?", "Ska jag boka?"): the reader's answer is wanted.
const MAY_I = wordsRe(
  'czy mogę|czy możemy|czy mamy|puedo|debo|lo pido|lo hago|kann ich|darf ich|soll ich|sollen wir|können wir|kan jag|får jag|ska jag|ska vi|posso|devo|podemos|je peux|dois-je|on peut|main karu|main kar doon',
  'iu',
);
// The writer commits: the first person with a verb of sending, calling, preparing, taking care.
const PROMISE = wordsRe(
  [
    '(te|le|les|se lo|se la) (mando|envío|envio|paso|confirmo|aviso|llamo|escribo|comparto)|(voy|vamos) a (mandar|enviar|pasar|llamar|revisar|preparar|hacer|subir|compartir|confirmar|traer|reservar)|(lo|la|los|las) (mando|envío|envio|subo|reviso|preparo|traigo) |yo me encargo|me encargo|nos encargamos',
    '(vou|vamos) (enviar|mandar|passar|ligar|revisar|preparar|fazer|subir|confirmar|levar|reservar)|(te|lhe) (mando|envio|passo|aviso|ligo)|eu (envio|mando|cuido|resolvo|levo)|deixa comigo',
    '(ich|wir) (schicke|schicken|sende|senden|melde|melden|rufe|rufen|kümmere|kümmern|lade|laden|bereite|bereiten|erledige|erledigen|bringe|bringen|hole|holen) (dir|euch|Ihnen|mich|uns|es|das|die|den|sie)|(schicke|sende|melde|rufe|mache|erledige|kümmere|bereite|lade|bringe|hole|übernehme) ich|(ich|wir) (werde|werden) (dir|Ihnen|euch|es|das|die|den|sie|mich|uns) ',
    '(jag|vi) (skickar|mejlar|mailar|ringer|fixar|kollar|återkommer|bokar|tar med|ordnar|löser|hör av mig|hör av oss)|(skickar|fixar|ordnar|tar|kollar|bokar|ringer) jag|(jag|vi) ska (skicka|fixa|ringa|kolla|ta|boka|ordna)',
    "(je|on) (t'|vous |te )?(envoie|envoies|appelle|rappelle|confirme|prépare|m'en occupe|reviens)|je vais (envoyer|appeler|préparer|regarder|faire|confirmer)",
    'wyślę|prześlę|podeślę|zadzwonię|przygotuję|sprawdzę|dam znać|odezwę się|zajmę się|załatwię|zrobię|przyniosę|wyślemy|prześlemy|przygotujemy|zadzwonimy|damy znać|odezwiemy się|zajmiemy się',
  ].join('|'),
  'iu',
);
const OBLIGATION = wordsRe(
  'termin płatności|do zapłaty|najpóźniej|vence|vencimiento|fecha l[ií]mite|a más tardar|plazo|vencimento|prazo|data limite|fällig|fälligkeit|frist|spätestens|förfaller|senast|sista dag|échéance|au plus tard|date limite',
  'iu',
);

export type ForeignAct = { act: SpeechAct | null; score: number; cue: string };

/** The act of a sentence written mostly in another language (see mostlyForeign). */
export function classifyForeign(text: string): ForeignAct {
  const t = text.trim().replace(/^[\s>*•·¿¡-]+|^\d+[.)]\s+/g, '');
  // Links are no words of the writer's ("http://…/?sid=2 女性無料は当たり前!?" is an advertisement's line).
  if (CJK_TEST.test(t))
    return CJK_ASK.test(t.replace(/https?:\/\/\S+/g, '').replace(/よろしく(お願い(いた)?します|お願い申し上げます)?/g, ''))
      ? { act: 'request', score: 0.75, cue: 'asks (Japanese, Chinese or Korean)' }
      : { act: null, score: 0, cue: '' };
  const question = /\?\s*["')\]]*\s*$/.test(t);
  if (IMPERATIVE.test(t.replace(/^¿|^¡/, ''))) return { act: 'request', score: 0.8, cue: 'imperative (another language)' };
  if (MODAL_YOU.test(t)) return { act: 'request', score: question ? 0.9 : 0.75, cue: 'modal + you (another language)' };
  if (NEED_FROM_YOU.test(t)) return { act: 'request', score: 0.8, cue: 'needs from you (another language)' };
  if (PLEASE.test(t)) return { act: 'request', score: 0.8, cue: 'please (another language)' };
  if (question && MAY_I.test(t)) return { act: 'request', score: 0.7, cue: 'asks leave (another language)' };
  if (PROMISE.test(t)) return { act: 'promise', score: 0.75, cue: 'promise (another language)' };
  if (question && YOU.test(t)) return { act: 'request', score: 0.65, cue: 'question to you (another language)' };
  if (OBLIGATION.test(t)) return { act: 'deadline', score: 0.7, cue: 'due (another language)' };
  return { act: null, score: 0, cue: '' };
}
