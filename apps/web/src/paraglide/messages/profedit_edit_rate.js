/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Edit_RateInputs */

const en_profedit_edit_rate = /** @type {(inputs: Profedit_Edit_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Hourly Rate`)
};

const ur_profedit_edit_rate = /** @type {(inputs: Profedit_Edit_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فی گھنٹہ ریٹ میں ترمیم کریں`)
};

/**
* | output |
* | --- |
* | "Edit Hourly Rate" |
*
* @param {Profedit_Edit_RateInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_edit_rate = /** @type {((inputs?: Profedit_Edit_RateInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Edit_RateInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_edit_rate(inputs)
	return en_profedit_edit_rate(inputs)
});