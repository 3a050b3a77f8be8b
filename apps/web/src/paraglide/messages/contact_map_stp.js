/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Map_StpInputs */

const en_contact_map_stp = /** @type {(inputs: Contact_Map_StpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Software Technology Park`)
};

const ur_contact_map_stp = /** @type {(inputs: Contact_Map_StpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سافٹ ویئر ٹیکنالوجی پارک`)
};

/**
* | output |
* | --- |
* | "Software Technology Park" |
*
* @param {Contact_Map_StpInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_map_stp = /** @type {((inputs?: Contact_Map_StpInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Map_StpInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contact_map_stp(inputs)
	return en_contact_map_stp(inputs)
});