/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Else_BeforeInputs */

const en_info_else_before = /** @type {(inputs: Info_Else_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Looking for something else? Browse the full`)
};

const ur_info_else_before = /** @type {(inputs: Info_Else_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کچھ اور تلاش کر رہے ہیں؟ مکمل`)
};

/**
* | output |
* | --- |
* | "Looking for something else? Browse the full" |
*
* @param {Info_Else_BeforeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_else_before = /** @type {((inputs?: Info_Else_BeforeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Else_BeforeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_else_before(inputs)
	return en_info_else_before(inputs)
});