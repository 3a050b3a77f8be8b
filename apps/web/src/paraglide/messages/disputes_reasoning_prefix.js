/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_Reasoning_PrefixInputs */

const en_disputes_reasoning_prefix = /** @type {(inputs: Disputes_Reasoning_PrefixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` Reasoning: `)
};

const ur_disputes_reasoning_prefix = /** @type {(inputs: Disputes_Reasoning_PrefixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` فیصلے کی وجہ: `)
};

/**
* | output |
* | --- |
* | "Reasoning:" |
*
* @param {Disputes_Reasoning_PrefixInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_reasoning_prefix = /** @type {((inputs?: Disputes_Reasoning_PrefixInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Reasoning_PrefixInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_reasoning_prefix(inputs)
	return en_disputes_reasoning_prefix(inputs)
});