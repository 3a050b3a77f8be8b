/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Action_Dispute_DecideInputs */

const en_admin_action_dispute_decide = /** @type {(inputs: Admin_Action_Dispute_DecideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dispute.decide`)
};

const ur_admin_action_dispute_decide = /** @type {(inputs: Admin_Action_Dispute_DecideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنازع کا فیصلہ کیا`)
};

/**
* | output |
* | --- |
* | "dispute.decide" |
*
* @param {Admin_Action_Dispute_DecideInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_action_dispute_decide = /** @type {((inputs?: Admin_Action_Dispute_DecideInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Action_Dispute_DecideInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_action_dispute_decide(inputs)
	return en_admin_action_dispute_decide(inputs)
});