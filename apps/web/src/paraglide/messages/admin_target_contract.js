/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Target_ContractInputs */

const en_admin_target_contract = /** @type {(inputs: Admin_Target_ContractInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`contract`)
};

const ur_admin_target_contract = /** @type {(inputs: Admin_Target_ContractInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`کنٹریکٹ`)
};

/**
* | output |
* | --- |
* | "contract" |
*
* @param {Admin_Target_ContractInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_target_contract = /** @type {((inputs?: Admin_Target_ContractInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Target_ContractInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_target_contract(inputs)
	return en_admin_target_contract(inputs)
});