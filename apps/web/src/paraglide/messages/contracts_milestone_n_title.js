/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Contracts_Milestone_N_TitleInputs */

const en_contracts_milestone_n_title = /** @type {(inputs: Contracts_Milestone_N_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Milestone ${i?.n} title`)
};

const ur_contracts_milestone_n_title = /** @type {(inputs: Contracts_Milestone_N_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`مرحلہ ${i?.n} کا عنوان`)
};

/**
* | output |
* | --- |
* | "Milestone {n} title" |
*
* @param {Contracts_Milestone_N_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_milestone_n_title = /** @type {((inputs: Contracts_Milestone_N_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Milestone_N_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_milestone_n_title(inputs)
	return en_contracts_milestone_n_title(inputs)
});