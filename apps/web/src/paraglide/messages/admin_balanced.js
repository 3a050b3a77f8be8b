/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ sum: NonNullable<unknown> }} Admin_BalancedInputs */

const en_admin_balanced = /** @type {(inputs: Admin_BalancedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.sum} (balanced)`)
};

const ur_admin_balanced = /** @type {(inputs: Admin_BalancedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.sum} (متوازن)`)
};

/**
* | output |
* | --- |
* | "{sum} (balanced)" |
*
* @param {Admin_BalancedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_balanced = /** @type {((inputs: Admin_BalancedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_BalancedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_balanced(inputs)
	return en_admin_balanced(inputs)
});