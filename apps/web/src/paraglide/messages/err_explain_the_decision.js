/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_Explain_The_DecisionInputs */

const en_err_explain_the_decision = /** @type {(inputs: Err_Explain_The_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explain the decision`)
};

const ur_err_explain_the_decision = /** @type {(inputs: Err_Explain_The_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فیصلے کی وضاحت کریں`)
};

/**
* | output |
* | --- |
* | "Explain the decision" |
*
* @param {Err_Explain_The_DecisionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_explain_the_decision = /** @type {((inputs?: Err_Explain_The_DecisionInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_Explain_The_DecisionInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_explain_the_decision(inputs)
	return en_err_explain_the_decision(inputs)
});