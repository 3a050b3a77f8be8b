/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_ReasoningInputs */

const en_disputes_reasoning = /** @type {(inputs: Disputes_ReasoningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reasoning`)
};

const ur_disputes_reasoning = /** @type {(inputs: Disputes_ReasoningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فیصلے کی وجہ`)
};

/**
* | output |
* | --- |
* | "Reasoning" |
*
* @param {Disputes_ReasoningInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_reasoning = /** @type {((inputs?: Disputes_ReasoningInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_ReasoningInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_reasoning(inputs)
	return en_disputes_reasoning(inputs)
});