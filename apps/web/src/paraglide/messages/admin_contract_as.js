/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown>, as: NonNullable<unknown> }} Admin_Contract_AsInputs */

const en_admin_contract_as = /** @type {(inputs: Admin_Contract_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` — ${i?.status} (as ${i?.as})`)
};

const ur_admin_contract_as = /** @type {(inputs: Admin_Contract_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` — ${i?.status} (بطور ${i?.as})`)
};

/**
* | output |
* | --- |
* | "— {status} (as {as})" |
*
* @param {Admin_Contract_AsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_contract_as = /** @type {((inputs: Admin_Contract_AsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Contract_AsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_contract_as(inputs)
	return en_admin_contract_as(inputs)
});