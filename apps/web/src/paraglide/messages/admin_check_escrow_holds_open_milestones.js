/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Check_Escrow_Holds_Open_MilestonesInputs */

const en_admin_check_escrow_holds_open_milestones = /** @type {(inputs: Admin_Check_Escrow_Holds_Open_MilestonesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each escrow holds exactly its funded, unsettled milestones`)
};

const ur_admin_check_escrow_holds_open_milestones = /** @type {(inputs: Admin_Check_Escrow_Holds_Open_MilestonesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہر ایسکرو میں بالکل اس کے جمع شدہ، غیر طے شدہ مراحل کی رقم ہے`)
};

/**
* | output |
* | --- |
* | "Each escrow holds exactly its funded, unsettled milestones" |
*
* @param {Admin_Check_Escrow_Holds_Open_MilestonesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_check_escrow_holds_open_milestones = /** @type {((inputs?: Admin_Check_Escrow_Holds_Open_MilestonesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Check_Escrow_Holds_Open_MilestonesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_check_escrow_holds_open_milestones(inputs)
	return en_admin_check_escrow_holds_open_milestones(inputs)
});