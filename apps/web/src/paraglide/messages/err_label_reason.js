/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_ReasonInputs */

const en_err_label_reason = /** @type {(inputs: Err_Label_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason`)
};

const ur_err_label_reason = /** @type {(inputs: Err_Label_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`وجہ`)
};

/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Err_Label_ReasonInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_reason = /** @type {((inputs?: Err_Label_ReasonInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_ReasonInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_reason(inputs)
	return en_err_label_reason(inputs)
});