/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ proposer: NonNullable<unknown>, split: NonNullable<unknown> }} Disputes_StandingInputs */

const en_disputes_standing = /** @type {(inputs: Disputes_StandingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Standing proposal from ${i?.proposer}: ${i?.split}.`)
};

const ur_disputes_standing = /** @type {(inputs: Disputes_StandingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.proposer} کی موجودہ تجویز: ${i?.split}۔`)
};

/**
* | output |
* | --- |
* | "Standing proposal from {proposer}: {split}." |
*
* @param {Disputes_StandingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_standing = /** @type {((inputs: Disputes_StandingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_StandingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_standing(inputs)
	return en_disputes_standing(inputs)
});