/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Check_Settled_Milestone_MatchesInputs */

const en_admin_check_settled_milestone_matches = /** @type {(inputs: Admin_Check_Settled_Milestone_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A settled milestone's transfers match its amounts`)
};

const ur_admin_check_settled_milestone_matches = /** @type {(inputs: Admin_Check_Settled_Milestone_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`طے شدہ مرحلے کی منتقلیاں اس کی رقوم کے مطابق ہیں`)
};

/**
* | output |
* | --- |
* | "A settled milestone's transfers match its amounts" |
*
* @param {Admin_Check_Settled_Milestone_MatchesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_check_settled_milestone_matches = /** @type {((inputs?: Admin_Check_Settled_Milestone_MatchesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Check_Settled_Milestone_MatchesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_check_settled_milestone_matches(inputs)
	return en_admin_check_settled_milestone_matches(inputs)
});