/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Label_ReasoningInputs */

const en_err_label_reasoning = /** @type {(inputs: Err_Label_ReasoningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reasoning`)
};

const ur_err_label_reasoning = /** @type {(inputs: Err_Label_ReasoningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فیصلے کی وجہ`)
};

/**
* | output |
* | --- |
* | "Reasoning" |
*
* @param {Err_Label_ReasoningInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_reasoning = /** @type {((inputs?: Err_Label_ReasoningInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Label_ReasoningInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_label_reasoning(inputs)
	return en_err_label_reasoning(inputs)
});