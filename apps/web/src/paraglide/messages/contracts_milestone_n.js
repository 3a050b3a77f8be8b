/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Contracts_Milestone_NInputs */

const en_contracts_milestone_n = /** @type {(inputs: Contracts_Milestone_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Milestone ${i?.n}`)
};

const ur_contracts_milestone_n = /** @type {(inputs: Contracts_Milestone_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`مرحلہ ${i?.n}`)
};

/**
* | output |
* | --- |
* | "Milestone {n}" |
*
* @param {Contracts_Milestone_NInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_milestone_n = /** @type {((inputs: Contracts_Milestone_NInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Milestone_NInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_milestone_n(inputs)
	return en_contracts_milestone_n(inputs)
});