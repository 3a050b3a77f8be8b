/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_LinkInputs */

const en_err_label_link = /** @type {(inputs: Err_Label_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link`)
};

const ur_err_label_link = /** @type {(inputs: Err_Label_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لنک`)
};

/**
* | output |
* | --- |
* | "Link" |
*
* @param {Err_Label_LinkInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_link = /** @type {((inputs?: Err_Label_LinkInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_LinkInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_link(inputs)
	return en_err_label_link(inputs)
});