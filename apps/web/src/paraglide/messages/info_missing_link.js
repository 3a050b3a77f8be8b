/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Missing_LinkInputs */

const en_info_missing_link = /** @type {(inputs: Info_Missing_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us`)
};

const ur_info_missing_link = /** @type {(inputs: Info_Missing_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہمیں بتائیں`)
};

/**
* | output |
* | --- |
* | "Tell us" |
*
* @param {Info_Missing_LinkInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_missing_link = /** @type {((inputs?: Info_Missing_LinkInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Missing_LinkInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_missing_link(inputs)
	return en_info_missing_link(inputs)
});