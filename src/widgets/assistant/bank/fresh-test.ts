/** A held-out test set written after the first bank's test half had been looked at; never tuned on. */
export const onTopic: readonly (readonly [question: string, entryId: string])[] = [
  // pi-phi
  ['is pi hidden in the great pyramid?', 'pi-phi'],
  ['golden ratio 1.618 in the pyramid, real or myth?', 'pi-phi'],
  ['I read that the perimeter divided by the height equals 2π. Is that true?', 'pi-phi'],
  ['did the egyptians know abuot pi when they built the Cheops pyramid', 'pi-phi'],
  ['phi and pyramid conection?', 'pi-phi'],
  [
    'Why does the distance round the base, divided by how high it is, come out so close to 6.28?',
    'pi-phi',
  ],

  // acoustics
  ["Why does the King's Chamber echo so much?", 'acoustics'],
  ['what frequncy does the kings chamber resonate at', 'acoustics'],
  [
    'someone on youtube said the granite room hums at a low Hz note, is that real or fake',
    'acoustics',
  ],
  ['Was the top room built on purpose as a sound healing space?', 'acoustics'],
  ['chanting inside the burial chamber, why does it boom like that?', 'acoustics'],
  ['Do voices and singing sound different in the King’s Chamber? Why?', 'acoustics'],

  // sphinx
  ['sphinx age?', 'sphinx'],
  ['How big is the lion statue next to the pyramids?', 'sphinx'],
  ['Who carved the lion body with a human face at Giza?', 'sphinx'],
  ['Is the Sphinx really 10,000 years old because of rain weathering?', 'sphinx'],
  ['what is the sphynx made from', 'sphinx'],
  ["Which pharaoh's reign does the Sphinx belong to?", 'sphinx'],

  // power-plant
  ['Was the pyramid used to make electricity?', 'power-plant'],
  ['Christopher Dunn says Giza was a genrator. Any proof?', 'power-plant'],
  ["could the great pyramid have been an ancient energy machine like tesla's tower", 'power-plant'],
  ['pyramid power station theory true?', 'power-plant'],
  [
    "Did the Egyptians produce hydrogen by pouring chemicals into the Queen's Chamber?",
    'power-plant',
  ],
  ['any wires or metal conductors ever found inside the pyramid?', 'power-plant'],

  // enoch
  ['Did Enoch from the Bible build the pyramids?', 'enoch'],
  ['Is it true that the prophet Idris built the Great Pyramid before the flood?', 'enoch'],
  ['were the pyramids put up before noahs flod by Hermes', 'enoch'],
  ['When did Enoch live compared to when the pyramid went up?', 'enoch'],
  ['enoch pyramid legend, where does it come from', 'enoch'],
  ['My uncle says Hermes Trismegistus was the builder. Where does that story start?', 'enoch'],

  // phoenix-2040
  ['Will the pyramid swich on in 2040?', 'phoenix-2040'],
  ["What's the phoenix reset and is Giza part of it?", 'phoenix-2040'],
  [
    'someone on tiktok said the pyramid activates in 2040 to save us from a cataclysm',
    'phoenix-2040',
  ],
  ['is the 2040 countdown a prophecy', 'phoenix-2040'],
  ['How many years between phoenix returns, according to Herodotus?', 'phoenix-2040'],
  [
    'My cousin keeps sending videos saying the great pyramid hides a machine that will start up soon and protect the earth. Any truth?',
    'phoenix-2040',
  ],

  // dimensions
  ['how wide is the base of the great pyramd', 'dimensions'],
  ['How many acres of ground does the Great Pyramid sit on?', 'dimensions'],
  ['orignal height of Cheops pyramid in feet', 'dimensions'],
  ['How long is each side of the pyramid in metres?', 'dimensions'],
  ['How high was it when it was brand new, in royal cubits?', 'dimensions'],
  ['how large is the great pyramid, compared with a football pitch', 'dimensions'],

  // height-today
  ['how tall is it now', 'height-today'],
  ["What's the current height of the Great Pyramid?", 'height-today'],
  ['Is the pyramid shorter these days than it was at first? By how much?', 'height-today'],
  ["How many meters high does Khufu's pyramid stand at present?", 'height-today'],
  ['hieght of pyramid today in m', 'height-today'],
  ['Has the Great Pyramid lost height over the millennia?', 'height-today'],

  // tallest
  ['Was it the highest thing people had ever built?', 'tallest'],
  ['what buidling finally beat the great pyramid for height', 'tallest'],
  ["How long did the pyramid hold the record as the world's tallest structure?", 'tallest'],
  ['Lincoln Cathedral taller than the pyramid?', 'tallest'],
  ['When did humans manage to build something higher than the Great Pyramid?', 'tallest'],
  ['Is it true the pyramid was the worlds tallest for almost 4000 years?', 'tallest'],

  // age
  ['how old is the pyramid', 'age'],
  ['What year was the Great Pyramid built?', 'age'],
  ["When was Cheops' pyramid constructed, BC?", 'age'],
  ['Is the pyramid really 4,500 years old? How do we know, carbon dating?', 'age'],
  ['pyramid built what centruy', 'age'],
  ['Please, how many year old is the big pyramid?', 'age'],

  // khufu
  ['Who was Cheops?', 'khufu'],
  ['what dynasty was king khufu form', 'khufu'],
  ['When did Khufu rule Egypt?', 'khufu'],
  ['Tell me about the pharaoh the Great Pyramid belonged to.', 'khufu'],
  ['which number king of the 4th dynasty was Khufu', 'khufu'],
  ['Khufu and Cheops the same person?', 'khufu'],

  // builders
  ['Did slaves build the pyramids?', 'builders'],
  ['Who were the workers who put the Great Pyramid together?', 'builders'],
  ['were the pyramid labourers payed', 'builders'],
  ['What did the pyramid workmen eat?', 'builders'],
  ['How many people worked on the Great Pyramid?', 'builders'],
  [
    'My teacher says it was Hebrew slaves but my library book says Egyptian farmers did the work. For my homework, which one is right?',
    'builders',
  ],

  // architect
  ['Who designed the Great Pyramid?', 'architect'],
  ['who was Hemiunu', 'architect'],
  ['Name of the architect of the Cheops pyramid?', 'architect'],
  ["Where is Hemiunu's statue now?", 'architect'],
  ['Was there a chief engineer in charge of the project?', 'architect'],
  ["which vizier planed khufu's pyramid", 'architect'],

  // how-long
  ['How many years did it take to build?', 'how-long'],
  ['how long to build great pyramid', 'how-long'],
  ['Did it really take only twenty years to finish the pyramid?', 'how-long'],
  ['Construction time for the Great Pyramid?', 'how-long'],
  ['Was it completed within a single pharaoh’s reign?', 'how-long'],
  ['how long did the egyptians work on cheops pyramid befor it was done', 'how-long'],

  // construction
  ['How did they lift the blocks with no cranes?', 'construction'],
  ['Did the Egyptians use ramps?', 'construction'],
  ['What tools did the builders use?', 'construction'],
  ['how did they move such heavy stones withuot wheels', 'construction'],
  ['why did they pour water in front of the sledges', 'construction'],
  ['spiral ramp or straight ramp, which was it?', 'construction'],

  // blocks
  ['How many stones are in the Great Pyramid?', 'blocks'],
  ['how heavey is one block', 'blocks'],
  ['What does the whole pyramid weigh?', 'blocks'],
  ['Biggest stone in the pyramid: how many tonnes?', 'blocks'],
  ['2.3 million blocks, is that right?', 'blocks'],
  ['average weight of the limestone bricks in tons', 'blocks'],

  // stone-sources
  ['Where did the stones come from?', 'stone-sources'],
  ['Which quary supplied the limestone?', 'stone-sources'],
  ["Where was the granite for the King's Chamber cut?", 'stone-sources'],
  ['Were the pyramid stones brought from far away or cut locally?', 'stone-sources'],
  ['how far away is Aswan, where the granite came from', 'stone-sources'],
  ['What kind of rock is the pyramid built out of?', 'stone-sources'],

  // merer
  ['What is the diary of Merer?', 'merer'],
  ['Oldest papyrus ever found: what does it say?', 'merer'],
  ['What was discovered at Wadi al-Jarf in 2013?', 'merer'],
  ['Who was Merer and waht did he write down?', 'merer'],
  ['is there any written record from someone who actually worked on the pyramid?', 'merer'],
  ['Red Sea scrolls pyramid logbook?', 'merer'],

  // casing
  ['Was the pyramid originally shiny white?', 'casing'],
  ['What happened to the smooth outer stones?', 'casing'],
  ['why isnt the pyramid smooth anymore', 'casing'],
  ['Were the facing stones taken to build Cairo?', 'casing'],
  ['How thin were the joints between the outer facing stones?', 'casing'],
  ['Did the pyramid used to gleam white in the sunlight?', 'casing'],

  // capstone
  ['Was ther a gold tip on the top?', 'capstone'],
  ['Where is the pyramidion of the Great Pyramid?', 'capstone'],
  ['did the great pyramid have a golden cap like on the dollar bill', 'capstone'],
  ['what was the top piece made of?', 'capstone'],
  ["Has the very top stone of Khufu's pyramid ever been found?", 'capstone'],
  ['Electrum point on top, true?', 'capstone'],

  // orientation
  ['Is the pyramid lined up with true north?', 'orientation'],
  ['How did they find north without a compass?', 'orientation'],
  ['how acurate is the north alignment', 'orientation'],
  ['Do the sides face exactly north, south, east and west?', 'orientation'],
  ['Kate Spence star theory, explain please', 'orientation'],
  ['How many arcminutes off due north is the Great Pyramid?', 'orientation'],

  // location
  ['Where is the Great Pyramid located?', 'location'],
  ['which country is the great pyramid in', 'location'],
  ['Is it on the east or west side of the Nil?', 'location'],
  ['How close are the pyramids to Cairo?', 'location'],
  ['What latitude is the pyramid at?', 'location'],
  ['wher is giza', 'location'],

  // three-pyramids
  ['What are the other two big pyramids next to it?', 'three-pyramids'],
  ["Why does Chephren's pyramid look taller?", 'three-pyramids'],
  ['Whose is the smallest of the three main Giza pyramids?', 'three-pyramids'],
  ["How tall is Menkaure's pyramid?", 'three-pyramids'],
  ['nmaes of the 3 pyramids at giza', 'three-pyramids'],
  ["Was Khafre Khufu's son?", 'three-pyramids'],

  // wonder
  ['Is it one of the seven wonders?', 'wonder'],
  ['Which ancient wonder is still standing?', 'wonder'],
  ['oldest of the 7 wonders of the wolrd?', 'wonder'],
  ['Is the Great Pyramid the only surviving ancient wonder?', 'wonder'],
  ['does the great pyramid count as a wonder of the world', 'wonder'],
  ['Are any of the Seven Wonders of antiquity left today?', 'wonder'],

  // chambers
  ['How many rooms are inside the Great Pyramid?', 'chambers'],
  ["What's inside the pyramid?", 'chambers'],
  ["list of the chambres in Khufu's pyramid", 'chambers'],
  ['Which chamber is the highest and which is the lowest?', 'chambers'],
  ['Layout of the interior of the Great Pyramid?', 'chambers'],
  ['how many main chambers does the pyramid have and where are they', 'chambers'],

  // kings-chamber
  ["What's in the King's Chamber?", 'kings-chamber'],
  ["Is there a coffin in the King's Chamber?", 'kings-chamber'],
  ['what stone is the kings chamber built from', 'kings-chamber'],
  ["Does the stone box in the king's room have a lid?", 'kings-chamber'],
  ['Describe the burial room at the top of the Grand Gallery', 'kings-chamber'],
  ['red granite room inside pyramid what is it', 'kings-chamber'],

  // queens-chamber
  ["Was a queen buried in the Queen's Chamber?", 'queens-chamber'],
  ["Why is it called the Queen's Chamber?", 'queens-chamber'],
  ['what was the queens chamber usd for', 'queens-chamber'],
  ["What is the niche in the Queen's Chamber for?", 'queens-chamber'],
  ['Queen chamber roof shape?', 'queens-chamber'],
  ['Middle room of the pyramid: who named it and why?', 'queens-chamber'],

  // subterranean
  ["What's the underground room beneath the pyramid?", 'subterranean'],
  ['Why was the subterranean chamber never finished?', 'subterranean'],
  ['How deep below the pyramid is the bottom chamber?', 'subterranean'],
  ['where does the decending passage lead to', 'subterranean'],
  ['pit chamber in the bedrock, what is it', 'subterranean'],
  ['Is there a room carved into the rock under the pyramid?', 'subterranean'],

  // grand-gallery
  ['What is the Grand Gallery?', 'grand-gallery'],
  ['How long is the big sloping corridor inside?', 'grand-gallery'],
  ['Why does the Grand Gallery have a stepped ceiling?', 'grand-gallery'],
  ['grand galery height', 'grand-gallery'],
  ["What's a corbelled roof and where is one in the pyramid?", 'grand-gallery'],
  ["How wide is the tall passage leading up to the king's chamber?", 'grand-gallery'],

  // relieving
  ["What are the small rooms above the King's Chamber?", 'relieving'],
  ["Who opened the compartments over the King's Chamber in 1837?", 'relieving'],
  ['Why were five low spaces stacked above the burial room?', 'relieving'],
  [
    'I read that Vyse painted the graffiti himself. What are those red marks up there?',
    'relieving',
  ],
  ['Howard Vyse chambers?', 'relieving'],
  ['what are the weight relieving compartments for', 'relieving'],

  // shafts
  ['What are the air shafts for?', 'shafts'],
  ["What did the robot find in the Queen's Chamber shafts?", 'shafts'],
  ['Do the narrow tunnels point at stars?', 'shafts'],
  ['Gantenbrink door with copper handles?', 'shafts'],
  ['how many shafst come out of the chambers', 'shafts'],
  ['Were the little channels for ventilation?', 'shafts'],

  // big-void
  ['What did the muon scnas find?', 'big-void'],
  ['Has a new hidden room been discovered in the pyramid?', 'big-void'],
  ['ScanPyramids big void what is it', 'big-void'],
  ['Has anyone been inside the void above the Grand Gallery?', 'big-void'],
  ['2023 secret corridor behind the north face?', 'big-void'],
  ['How long is the big empty space found with cosmic rays?', 'big-void'],

  // entrance
  ['Where is the entrance?', 'entrance'],
  ['Can tourists go inside the pyramid, which way in?', 'entrance'],
  ['Who dug the tunnel that visitors use to enter?', 'entrance'],
  ['How high up is the original doorway?', 'entrance'],
  ["Al-Mamun robbers' tunnel?", 'entrance'],
  ['how do i get in to the great pyramid', 'entrance'],

  // mummy
  ["Was Khufu's mummy ever found?", 'mummy'],
  ["Where is Khufu's body?", 'mummy'],
  ['Did they find treasure inside the Great Pyramid?', 'mummy'],
  ['was the pyramid robbed in ancient times', 'mummy'],
  ['If no body was found, how do we know it was really a grave?', 'mummy'],
  ['no mumy in great pyramid why', 'mummy'],

  // purpose
  ['Why did they build the pyramid?', 'purpose'],
  ['What was the Great Pyramid for?', 'purpose'],
  ['why a pyramid shape? is it something to do with the sun god', 'purpose'],
  ['Was it a tomb or something else?', 'purpose'],
  ["what's the point of the great pyramid", 'purpose'],
  ["Purpose of the temples and causeway around Khufu's pyramid?", 'purpose'],

  // boats
  ['What is the solar boat?', 'boats'],
  ['Were ships buried next to the pyramid?', 'boats'],
  ["Where can I see Khufu's ship?", 'boats'],
  ['How long is the reconstructed boat found in 1954?', 'boats'],
  ['what wood was khufus boat made of', 'boats'],
  ['boat pits at giza, what was found in them', 'boats'],

  // orion
  ["Do the pyramids line up with Orion's belt?", 'orion'],
  ['Orion corelation theory true?', 'orion'],
  ['Bauval says the three pyramids copy three stars. Does it match?', 'orion'],
  ["Why is Menkaure's pyramid offset from the line? Is it Mintaka?", 'orion'],
  ['are the giza pyramids a map of the stars', 'orion'],
  ['Do you have to flip the map upside down to match the constellation?', 'orion'],

  // petrie
  ['Who was Flinders Petrie?', 'petrie'],
  ['who surveyd the pyramids in the 1880s', 'petrie'],
  ['What did Petrie measure at Giza?', 'petrie'],
  ['When did Petrie publish his pyramid survey?', 'petrie'],
  ['W. M. F. Petrie, what instruments did he use?', 'petrie'],
  ['Which archaeologist first measured Giza to the millimetre?', 'petrie'],

  // smyth
  ['What is the pyramid inch?', 'smyth'],
  ['Who was Piazzi Smyth?', 'smyth'],
  ["'Our Inheritance in the Great Pyramid': what is the book about?", 'smyth'],
  ['Did the Astronomer Royal for Scotland think God designed the pyramid?', 'smyth'],
  ['sacred inch theroy, who came up with it', 'smyth'],
  ['Was Smyth right about the pyramid measurements?', 'smyth'],

  // solar-distance
  ['Does the height times a billion give the distance to the sun?', 'solar-distance'],
  ['Is the Earth-Sun distance encoded in the pyramid?', 'solar-distance'],
  ['pyramid height 146 million km sun coincidence?', 'solar-distance'],
  [
    "I saw on a documentary that the pyramid's height encodes the astronomical unit. Really?",
    'solar-distance',
  ],
  ['sun distance pyramid', 'solar-distance'],
  ['How close is 146.6 × 10⁹ m to the real distance from Earth to the Sun?', 'solar-distance'],

  // aliens
  ['Did aliens build the pyramids?', 'aliens'],
  ['Were extraterrestrials involved?', 'aliens'],
  ['ancient astronuats made the pyramids, right?', 'aliens'],
  ['How do we know humans and not ETs built it?', 'aliens'],
  ['aliens did it???', 'aliens'],
  ['Is there any evidence of visitors from another planet at Giza?', 'aliens'],

  // precision
  ['How exact is the base?', 'precision'],
  ["How level is the pyramid's foundation?", 'precision'],
  ['Are the corners perfect right angles?', 'precision'],
  ['By how much do the four sides differ in length?', 'precision'],
  ['how accurate were the builders, is it a perfect square?', 'precision'],
  ['presicion of the pyramid base?', 'precision'],

  // moon-clock
  ['How does this website work out the moon phase?', 'moon-clock'],
  ['What timezone is the clock on this site?', 'moon-clock'],
  ['Does the Cairo clock handle daylight saving time?', 'moon-clock'],
  ['Which new moon is the lunar display counted from?', 'moon-clock'],
  ['How long a lunar month does the moon widget use?', 'moon-clock'],
  ['is the clock at the top the local time in egpyt', 'moon-clock'],
];

export const decline: readonly string[] = [
  // Plainly off-topic.
  "What's the weather in London tomorrow?",
  'How do I reset my iPhone passcode?',
  'Recipe for banana bread please',
  'what is photosynthesis',
  'How do black holes form?',
  'Best laptop for a university student?',
  'how to fix slow wifi',
  'What is the capital of Australia?',
  'Who won the 2022 World Cup?',
  'How do you tie a tie',
  'Explain closures in JavaScript.',
  'How tall is the Eiffel Tower?',
  "Translate 'good morning' into Spanish",
  "what's 17 times 23",
  'How many legs does a spider have?',
  'How much protein should I eat per day?',
  'How do vaccines work?',

  // Near-topic: other pyramids and kings.
  'Who built the Step Pyramid of Djoser?',
  'Who was Imhotep?',
  'Why is the Bent Pyramid at Dahshur bent?',
  'Which pharaoh built the Red Pyramid?',
  "Who was Khufu's father?",
  'How big is the little ivory statue of Cheops?',
  'How many pyramids are there in Egypt altogether?',
  'What is inside the Meidum pyramid?',

  // Near-topic: famous Egyptians.
  "What was found in Tutankhamun's tomb?",
  'How did Cleopatra die?',
  'Was Ramesses II the pharaoh of the Exodus?',
  'Where is the bust of Nefertiti kept?',
  'Why did Hatshepsut dress as a king?',
  'What religion did Akhenaten start?',

  // Near-topic: gods, writing, mummies.
  'Who is Anubis?',
  'What does the Eye of Horus symbol mean?',
  'How do you read hieroglyphs?',
  'How did the Egyptians mummify bodies?',
  'why did they pull the brain out through the nose when making a mummy',
  'Who deciphered the Rosetta Stone?',
  'Is the curse of the pharaohs real?',

  // Near-topic: places in Egypt.
  'How long is the Nile River?',
  'What is the population of Cairo?',
  'What is the Karnak temple?',
  'When does the sun shine into the temple at Abu Simbel?',
  'Valley of the Kings, how many tombs are there',
  'What is there to see in Luxor?',

  // Near-topic: visiting.
  "How much is a ticket to go inside Khufu's pyramid?",
  'What time does the Giza pyramids complex open?',
  'Best month to visit the pyramids?',
  'Is it safe to ride a camel at Giza?',
  'can i fly a drone over the pyramids',
  'What should women wear when visiting the pyramids?',
  'Are you allowed to climb the pyramid?',
  'What time is the sound and light show at the Sphinx?',
  'Is photography allowed inside the pyramid chambers?',
  'Is a guided tour of the Giza plateau worth paying for?',

  // Near-topic: pyramids elsewhere and pyramid-shaped things.
  'How tall is the Pyramid of the Sun at Teotihuacan?',
  "Why does Chichen Itza's pyramid chirp when you clap?",
  'How many pyramids are there at Meroe in Sudan?',
  'Are there pyramids in China?',
  'Is the Bosnian pyramid real?',
  'How many glass panes does the Louvre pyramid have?',
  'Is the Luxor hotel in Las Vegas a real pyramid?',
  'Is a pyramid scheme illegal?',
  'How do I calculate the volume of a square pyramid?',
  'What does the food pyramid recommend?',
  'Does pyramid power keep razor blades sharp?',

  // Near-topic: games, films and stories.
  'How do I find a desert pyramid in Minecraft?',
  'Can you climb the Great Pyramid in Assassin’s Creed Origins?',
  'Where was The Mummy (1999) filmed?',
  'What is the Stargate in the film Stargate?',
  "Did Napoleon spend a night alone in the King's Chamber?",
  'Can you see the pyramids from space?',
];
