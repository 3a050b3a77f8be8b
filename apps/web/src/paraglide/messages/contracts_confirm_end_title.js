/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contracts_Confirm_End_TitleInputs */

const en_contracts_confirm_end_title = /** @type {(inputs: Contracts_Confirm_End_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End this contract?`)
};

const ur_contracts_confirm_end_title = /** @type {(inputs: Contracts_Confirm_End_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`یہ کنٹریکٹ ختم کریں؟`)
};

/**
* | output |
* | --- |
* | "End this contract?" |
*
* @param {Contracts_Confirm_End_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_confirm_end_title = /** @type {((inputs?: Contracts_Confirm_End_TitleInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contracts_Confirm_End_TitleInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_contracts_confirm_end_title(inputs)
	return en_contracts_confirm_end_title(inputs)
});