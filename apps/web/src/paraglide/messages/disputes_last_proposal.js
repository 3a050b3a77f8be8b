/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ split: NonNullable<unknown> }} Disputes_Last_ProposalInputs */

const en_disputes_last_proposal = /** @type {(inputs: Disputes_Last_ProposalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last proposal: ${i?.split}.`)
};

const ur_disputes_last_proposal = /** @type {(inputs: Disputes_Last_ProposalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`آخری تجویز: ${i?.split}۔`)
};

/**
* | output |
* | --- |
* | "Last proposal: {split}." |
*
* @param {Disputes_Last_ProposalInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_last_proposal = /** @type {((inputs: Disputes_Last_ProposalInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Last_ProposalInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_last_proposal(inputs)
	return en_disputes_last_proposal(inputs)
});