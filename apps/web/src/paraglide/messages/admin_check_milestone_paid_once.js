/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Check_Milestone_Paid_OnceInputs */

const en_admin_check_milestone_paid_once = /** @type {(inputs: Admin_Check_Milestone_Paid_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A milestone is paid for by at most one payment`)
};

const ur_admin_check_milestone_paid_once = /** @type {(inputs: Admin_Check_Milestone_Paid_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہر مرحلے کی ادائیگی زیادہ سے زیادہ ایک بار ہوتی ہے`)
};

/**
* | output |
* | --- |
* | "A milestone is paid for by at most one payment" |
*
* @param {Admin_Check_Milestone_Paid_OnceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_check_milestone_paid_once = /** @type {((inputs?: Admin_Check_Milestone_Paid_OnceInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Check_Milestone_Paid_OnceInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_check_milestone_paid_once(inputs)
	return en_admin_check_milestone_paid_once(inputs)
});