/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Check_Escrow_Equals_MilestonesInputs */

const en_admin_check_escrow_equals_milestones = /** @type {(inputs: Admin_Check_Escrow_Equals_MilestonesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each contract's escrow equals funded − released − refunded of its milestones`)
};

const ur_admin_check_escrow_equals_milestones = /** @type {(inputs: Admin_Check_Escrow_Equals_MilestonesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہر معاہدے کا ایسکرو اس کے مراحل کی جمع شدہ رقم − جاری شدہ − واپس شدہ کے برابر ہے`)
};

/**
* | output |
* | --- |
* | "Each contract's escrow equals funded − released − refunded of its milestones" |
*
* @param {Admin_Check_Escrow_Equals_MilestonesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_check_escrow_equals_milestones = /** @type {((inputs?: Admin_Check_Escrow_Equals_MilestonesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Check_Escrow_Equals_MilestonesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_check_escrow_equals_milestones(inputs)
	return en_admin_check_escrow_equals_milestones(inputs)
});