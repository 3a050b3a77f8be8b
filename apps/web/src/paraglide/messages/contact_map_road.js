/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Map_RoadInputs */

const en_contact_map_road = /** @type {(inputs: Contact_Map_RoadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jutial Road`)
};

const ur_contact_map_road = /** @type {(inputs: Contact_Map_RoadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جوٹیال روڈ`)
};

/**
* | output |
* | --- |
* | "Jutial Road" |
*
* @param {Contact_Map_RoadInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_map_road = /** @type {((inputs?: Contact_Map_RoadInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Map_RoadInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contact_map_road(inputs)
	return en_contact_map_road(inputs)
});