/**
 * The places the generated pharmacy directory covers (scripts/generate-pharmacy-directory.ts): real postcode
 * districts of a few English cities, each with an approximate centre, a neighbourhood name and how many
 * pharmacies to put there. Dense around Newcastle upon Tyne, the app's default map location (spec part 1
 * §9: 55.02602, -1.62762). Telephone numbers come from Ofcom's ranges reserved for drama, so none is real.
 */

export interface DirectoryDistrict {
  /** The outward code, as Royal Mail writes it (NE1, LS6, EC1V). */
  outcode: string;
  /** The neighbourhood, used in addresses and names. */
  locality: string;
  /** The post town, when not the area's city. */
  city?: string;
  latitude: number;
  longitude: number;
  pharmacies: number;
  /** How far from the centre its postcodes spread; city centres are tighter. */
  radiusKm?: number;
}

export interface DirectoryArea {
  city: string;
  /** The county line some addresses carry as address3; none in London and Bristol. */
  county: string | null;
  /** Telephone numbers are `${prefix}${4 digits}` from Ofcom's drama range of the area. */
  telephonePrefix: string;
  districts: DirectoryDistrict[];
}

/** A district; `extra` names a post town other than the area's city, or a tighter spread. */
function district(
  outcode: string,
  locality: string,
  latitude: number,
  longitude: number,
  pharmacies: number,
  extra: Pick<DirectoryDistrict, 'city' | 'radiusKm'> = {},
): DirectoryDistrict {
  return { outcode, locality, latitude, longitude, pharmacies, ...extra };
}

export const directoryAreas: DirectoryArea[] = [
  {
    city: 'Newcastle upon Tyne',
    county: 'Tyne and Wear',
    telephonePrefix: '0191 498 ',
    districts: [
      district('NE1', 'City Centre', 54.9731, -1.6138, 20, { radiusKm: 0.7 }),
      district('NE2', 'Jesmond', 54.9868, -1.6003, 18, { radiusKm: 1 }),
      district('NE3', 'Gosforth', 55.0105, -1.633, 26),
      district('NE4', 'Fenham', 54.9745, -1.652, 14),
      district('NE5', 'Westerhope', 54.992, -1.692, 12),
      district('NE6', 'Heaton', 54.9765, -1.572, 16),
      district('NE7', 'High Heaton', 55.0, -1.583, 12),
      district('NE8', 'Gateshead', 54.957, -1.608, 10, { city: 'Gateshead' }),
      district('NE9', 'Low Fell', 54.933, -1.593, 8, { city: 'Gateshead' }),
      district('NE10', 'Felling', 54.948, -1.556, 7, { city: 'Gateshead' }),
      district('NE11', 'Dunston', 54.948, -1.648, 5, { city: 'Gateshead' }),
      district('NE12', 'Longbenton', 55.031, -1.568, 14),
      district('NE13', 'Wideopen', 55.046, -1.632, 10),
      district('NE15', 'Lemington', 54.98, -1.73, 7),
      district('NE16', 'Whickham', 54.944, -1.678, 5),
      district('NE20', 'Ponteland', 55.05, -1.743, 4),
      district('NE21', 'Blaydon', 54.964, -1.718, 4, { city: 'Blaydon-on-Tyne' }),
      district('NE25', 'Monkseaton', 55.04, -1.47, 5, { city: 'Whitley Bay' }),
      district('NE26', 'Whitley Bay', 55.046, -1.448, 5, { city: 'Whitley Bay' }),
      district('NE27', 'Shiremoor', 55.033, -1.509, 4),
      district('NE28', 'Wallsend', 54.998, -1.528, 8, { city: 'Wallsend' }),
      district('NE29', 'North Shields', 55.01, -1.462, 7, { city: 'North Shields' }),
      district('NE30', 'Tynemouth', 55.017, -1.428, 5, { city: 'North Shields' }),
      district('NE31', 'Hebburn', 54.97, -1.515, 4, { city: 'Hebburn' }),
      district('NE32', 'Jarrow', 54.968, -1.485, 4, { city: 'Jarrow' }),
      district('NE33', 'South Shields', 54.996, -1.43, 7, { city: 'South Shields' }),
      district('NE34', 'Harton', 54.979, -1.42, 5, { city: 'South Shields' }),
    ],
  },
  {
    city: 'Leeds',
    county: 'West Yorkshire',
    telephonePrefix: '0113 496 ',
    districts: [
      district('LS1', 'City Centre', 53.7965, -1.5478, 8, { radiusKm: 0.6 }),
      district('LS2', 'Woodhouse', 53.803, -1.545, 5, { radiusKm: 0.8 }),
      district('LS3', 'Burley', 53.8015, -1.568, 3, { radiusKm: 0.8 }),
      district('LS4', 'Kirkstall', 53.8125, -1.588, 3),
      district('LS6', 'Headingley', 53.82, -1.576, 6),
      district('LS7', 'Chapel Allerton', 53.828, -1.533, 5),
      district('LS8', 'Roundhay', 53.826, -1.505, 5),
      district('LS9', 'Burmantofts', 53.799, -1.515, 4),
      district('LS10', 'Hunslet', 53.773, -1.534, 4),
      district('LS11', 'Beeston', 53.78, -1.56, 4),
      district('LS12', 'Armley', 53.793, -1.596, 4),
      district('LS13', 'Bramley', 53.807, -1.635, 3),
      district('LS15', 'Cross Gates', 53.805, -1.453, 4),
      district('LS16', 'Adel', 53.85, -1.595, 3),
      district('LS17', 'Moortown', 53.862, -1.53, 4),
    ],
  },
  {
    city: 'Manchester',
    county: 'Greater Manchester',
    telephonePrefix: '0161 496 ',
    districts: [
      district('M1', 'Piccadilly', 53.478, -2.233, 7, { radiusKm: 0.6 }),
      district('M2', 'City Centre', 53.4805, -2.244, 4, { radiusKm: 0.5 }),
      district('M3', 'Deansgate', 53.483, -2.252, 4, { radiusKm: 0.6 }),
      district('M4', 'Ancoats', 53.485, -2.227, 4, { radiusKm: 0.7 }),
      district('M8', 'Cheetham Hill', 53.505, -2.239, 5),
      district('M9', 'Blackley', 53.52, -2.21, 4),
      district('M11', 'Openshaw', 53.478, -2.182, 4),
      district('M12', 'Longsight', 53.462, -2.202, 4),
      district('M13', 'Ardwick', 53.46, -2.223, 4),
      district('M14', 'Fallowfield', 53.448, -2.223, 5),
      district('M15', 'Hulme', 53.466, -2.252, 3),
      district('M16', 'Whalley Range', 53.456, -2.264, 3),
      district('M19', 'Levenshulme', 53.44, -2.19, 4),
      district('M20', 'Didsbury', 53.418, -2.23, 5),
      district('M21', 'Chorlton', 53.441, -2.277, 5),
      district('M40', 'Moston', 53.512, -2.185, 4),
    ],
  },
  {
    city: 'Birmingham',
    county: 'West Midlands',
    telephonePrefix: '0121 496 ',
    districts: [
      district('B1', 'City Centre', 52.479, -1.909, 5, { radiusKm: 0.6 }),
      district('B2', 'City Centre', 52.4795, -1.8985, 4, { radiusKm: 0.4 }),
      district('B3', 'Jewellery Quarter', 52.483, -1.902, 3, { radiusKm: 0.5 }),
      district('B5', 'Digbeth', 52.472, -1.893, 3, { radiusKm: 0.8 }),
      district('B6', 'Aston', 52.501, -1.886, 4),
      district('B7', 'Nechells', 52.492, -1.872, 3),
      district('B9', 'Bordesley Green', 52.476, -1.844, 4),
      district('B10', 'Small Heath', 52.468, -1.844, 4),
      district('B11', 'Sparkhill', 52.455, -1.86, 5),
      district('B12', 'Balsall Heath', 52.462, -1.885, 3),
      district('B13', 'Moseley', 52.44, -1.886, 4),
      district('B15', 'Edgbaston', 52.465, -1.922, 3),
      district('B17', 'Harborne', 52.46, -1.953, 4),
      district('B18', 'Hockley', 52.49, -1.92, 3),
      district('B20', 'Handsworth Wood', 52.516, -1.92, 3),
      district('B21', 'Handsworth', 52.506, -1.935, 4),
      district('B23', 'Erdington', 52.525, -1.838, 5),
      district('B29', 'Selly Oak', 52.436, -1.945, 4),
      district('B30', 'Stirchley', 52.422, -1.925, 3),
    ],
  },
  {
    city: 'London',
    county: null,
    telephonePrefix: '020 7946 ',
    districts: [
      district('EC1V', 'Clerkenwell', 51.5265, -0.0985, 5, { radiusKm: 0.6 }),
      district('WC1X', "King's Cross", 51.527, -0.116, 4, { radiusKm: 0.5 }),
      district('W1T', 'Fitzrovia', 51.5205, -0.1365, 4, { radiusKm: 0.4 }),
      district('SW1V', 'Pimlico', 51.49, -0.14, 4, { radiusKm: 0.6 }),
      district('SE1', 'Southwark', 51.498, -0.09, 6),
      district('N1', 'Islington', 51.538, -0.096, 6),
      district('NW1', 'Camden Town', 51.533, -0.143, 5),
      district('E1', 'Whitechapel', 51.516, -0.058, 6),
      district('E2', 'Bethnal Green', 51.529, -0.062, 4),
      district('E8', 'Hackney', 51.544, -0.066, 4),
      district('E14', 'Poplar', 51.51, -0.02, 4),
      district('N7', 'Holloway', 51.554, -0.117, 4),
      district('SE11', 'Kennington', 51.489, -0.111, 3),
      district('SE15', 'Peckham', 51.47, -0.066, 4),
      district('SW8', 'Vauxhall', 51.477, -0.13, 3),
      district('SW9', 'Brixton', 51.468, -0.114, 4),
    ],
  },
  {
    city: 'Bristol',
    county: null,
    telephonePrefix: '0117 496 ',
    districts: [
      district('BS1', 'City Centre', 51.454, -2.593, 6, { radiusKm: 0.7 }),
      district('BS2', "St Paul's", 51.461, -2.583, 3, { radiusKm: 0.8 }),
      district('BS3', 'Bedminster', 51.438, -2.605, 4),
      district('BS4', 'Brislington', 51.433, -2.563, 4),
      district('BS5', 'Easton', 51.462, -2.553, 4),
      district('BS6', 'Redland', 51.47, -2.6, 4),
      district('BS7', 'Horfield', 51.485, -2.588, 4),
      district('BS8', 'Clifton', 51.457, -2.618, 4),
      district('BS9', 'Westbury-on-Trym', 51.493, -2.623, 3),
      district('BS16', 'Fishponds', 51.483, -2.52, 4),
    ],
  },
];
