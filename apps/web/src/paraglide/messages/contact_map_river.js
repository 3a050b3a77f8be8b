/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Map_RiverInputs */

const en_contact_map_river = /** @type {(inputs: Contact_Map_RiverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gilgit River`)
};

const ur_contact_map_river = /** @type {(inputs: Contact_Map_RiverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دریائے گلگت`)
};

/**
* | output |
* | --- |
* | "Gilgit River" |
*
* @param {Contact_Map_RiverInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_map_river = /** @type {((inputs?: Contact_Map_RiverInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Map_RiverInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contact_map_river(inputs)
	return en_contact_map_river(inputs)
});