/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hubs_PhoneInputs */

const en_hubs_phone = /** @type {(inputs: Hubs_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone`)
};

const ur_hubs_phone = /** @type {(inputs: Hubs_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فون`)
};

/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Hubs_PhoneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_phone = /** @type {((inputs?: Hubs_PhoneInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hubs_PhoneInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_hubs_phone(inputs)
	return en_hubs_phone(inputs)
});