/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Action_Dispute_AssignInputs */

const en_admin_action_dispute_assign = /** @type {(inputs: Admin_Action_Dispute_AssignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dispute.assign`)
};

const ur_admin_action_dispute_assign = /** @type {(inputs: Admin_Action_Dispute_AssignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنازع ثالث کے سپرد کیا`)
};

/**
* | output |
* | --- |
* | "dispute.assign" |
*
* @param {Admin_Action_Dispute_AssignInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_action_dispute_assign = /** @type {((inputs?: Admin_Action_Dispute_AssignInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Action_Dispute_AssignInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_action_dispute_assign(inputs)
	return en_admin_action_dispute_assign(inputs)
});