/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ freelancer: NonNullable<unknown>, client: NonNullable<unknown> }} Disputes_Split_WordsInputs */

const en_disputes_split_words = /** @type {(inputs: Disputes_Split_WordsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.freelancer} to the freelancer, ${i?.client} to the client`)
};

const ur_disputes_split_words = /** @type {(inputs: Disputes_Split_WordsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.freelancer} فری لانسر کو، ${i?.client} کلائنٹ کو`)
};

/**
* | output |
* | --- |
* | "{freelancer} to the freelancer, {client} to the client" |
*
* @param {Disputes_Split_WordsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_split_words = /** @type {((inputs: Disputes_Split_WordsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Split_WordsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_split_words(inputs)
	return en_disputes_split_words(inputs)
});