/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Open_MapsInputs */

const en_contact_open_maps = /** @type {(inputs: Contact_Open_MapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open in Google Maps`)
};

const ur_contact_open_maps = /** @type {(inputs: Contact_Open_MapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`گوگل میپس میں کھولیں`)
};

/**
* | output |
* | --- |
* | "Open in Google Maps" |
*
* @param {Contact_Open_MapsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contact_open_maps = /** @type {((inputs?: Contact_Open_MapsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Open_MapsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contact_open_maps(inputs)
	return en_contact_open_maps(inputs)
});