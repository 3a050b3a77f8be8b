/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Contracts_Remove_MilestoneInputs */

const en_contracts_remove_milestone = /** @type {(inputs: Contracts_Remove_MilestoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove milestone ${i?.n}`)
};

const ur_contracts_remove_milestone = /** @type {(inputs: Contracts_Remove_MilestoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`مرحلہ ${i?.n} ہٹائیں`)
};

/**
* | output |
* | --- |
* | "Remove milestone {n}" |
*
* @param {Contracts_Remove_MilestoneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_remove_milestone = /** @type {((inputs: Contracts_Remove_MilestoneInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Remove_MilestoneInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_remove_milestone(inputs)
	return en_contracts_remove_milestone(inputs)
});