/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Else_AfterInputs */

const en_info_else_after = /** @type {(inputs: Info_Else_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`.`)
};

const ur_info_else_after = /** @type {(inputs: Info_Else_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دیکھیں۔`)
};

/**
* | output |
* | --- |
* | "." |
*
* @param {Info_Else_AfterInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_else_after = /** @type {((inputs?: Info_Else_AfterInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Else_AfterInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_else_after(inputs)
	return en_info_else_after(inputs)
});