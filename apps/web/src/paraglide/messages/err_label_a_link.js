/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_A_LinkInputs */

const en_err_label_a_link = /** @type {(inputs: Err_Label_A_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A link`)
};

const ur_err_label_a_link = /** @type {(inputs: Err_Label_A_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لنک`)
};

/**
* | output |
* | --- |
* | "A link" |
*
* @param {Err_Label_A_LinkInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_a_link = /** @type {((inputs?: Err_Label_A_LinkInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_A_LinkInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_a_link(inputs)
	return en_err_label_a_link(inputs)
});