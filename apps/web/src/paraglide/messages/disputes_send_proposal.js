/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_Send_ProposalInputs */

const en_disputes_send_proposal = /** @type {(inputs: Disputes_Send_ProposalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send proposal`)
};

const ur_disputes_send_proposal = /** @type {(inputs: Disputes_Send_ProposalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تجویز بھیجیں`)
};

/**
* | output |
* | --- |
* | "Send proposal" |
*
* @param {Disputes_Send_ProposalInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_send_proposal = /** @type {((inputs?: Disputes_Send_ProposalInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Send_ProposalInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_send_proposal(inputs)
	return en_disputes_send_proposal(inputs)
});