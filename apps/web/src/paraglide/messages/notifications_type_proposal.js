/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_Type_ProposalInputs */

const en_notifications_type_proposal = /** @type {(inputs: Notifications_Type_ProposalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proposals`)
};

const ur_notifications_type_proposal = /** @type {(inputs: Notifications_Type_ProposalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروپوزلز`)
};

/**
* | output |
* | --- |
* | "Proposals" |
*
* @param {Notifications_Type_ProposalInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const notifications_type_proposal = /** @type {((inputs?: Notifications_Type_ProposalInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Type_ProposalInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_notifications_type_proposal(inputs)
	return en_notifications_type_proposal(inputs)
});