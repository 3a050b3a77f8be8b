/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Else_LinkInputs */

const en_info_else_link = /** @type {(inputs: Info_Else_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`course catalogue`)
};

const ur_info_else_link = /** @type {(inputs: Info_Else_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کورس کیٹلاگ`)
};

/**
* | output |
* | --- |
* | "course catalogue" |
*
* @param {Info_Else_LinkInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_else_link = /** @type {((inputs?: Info_Else_LinkInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Else_LinkInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_info_else_link(inputs)
	return en_info_else_link(inputs)
});