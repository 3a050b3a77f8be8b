/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Map_JutialInputs */

const en_contact_map_jutial = /** @type {(inputs: Contact_Map_JutialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jutial`)
};

const ur_contact_map_jutial = /** @type {(inputs: Contact_Map_JutialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جوٹیال`)
};

/**
* | output |
* | --- |
* | "Jutial" |
*
* @param {Contact_Map_JutialInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_map_jutial = /** @type {((inputs?: Contact_Map_JutialInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Map_JutialInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contact_map_jutial(inputs)
	return en_contact_map_jutial(inputs)
});