/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_EnquireInputs */

const en_info_enquire = /** @type {(inputs: Info_EnquireInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enquire`)
};

const ur_info_enquire = /** @type {(inputs: Info_EnquireInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`معلومات لیں`)
};

/**
* | output |
* | --- |
* | "Enquire" |
*
* @param {Info_EnquireInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_enquire = /** @type {((inputs?: Info_EnquireInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_EnquireInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_enquire(inputs)
	return en_info_enquire(inputs)
});