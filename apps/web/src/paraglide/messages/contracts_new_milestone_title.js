/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_New_Milestone_TitleInputs */

const en_contracts_new_milestone_title = /** @type {(inputs: Contracts_New_Milestone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New milestone title`)
};

const ur_contracts_new_milestone_title = /** @type {(inputs: Contracts_New_Milestone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نئے مرحلے کا عنوان`)
};

/**
* | output |
* | --- |
* | "New milestone title" |
*
* @param {Contracts_New_Milestone_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_new_milestone_title = /** @type {((inputs?: Contracts_New_Milestone_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_New_Milestone_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_new_milestone_title(inputs)
	return en_contracts_new_milestone_title(inputs)
});