/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_Accept_ProposalInputs */

const en_disputes_accept_proposal = /** @type {(inputs: Disputes_Accept_ProposalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accept proposal`)
};

const ur_disputes_accept_proposal = /** @type {(inputs: Disputes_Accept_ProposalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تجویز قبول کریں`)
};

/**
* | output |
* | --- |
* | "Accept proposal" |
*
* @param {Disputes_Accept_ProposalInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_accept_proposal = /** @type {((inputs?: Disputes_Accept_ProposalInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Accept_ProposalInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_accept_proposal(inputs)
	return en_disputes_accept_proposal(inputs)
});