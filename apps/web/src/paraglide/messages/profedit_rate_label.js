/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profedit_Rate_LabelInputs */

const en_profedit_rate_label = /** @type {(inputs: Profedit_Rate_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hourly rate (£)`)
};

const ur_profedit_rate_label = /** @type {(inputs: Profedit_Rate_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فی گھنٹہ ریٹ (£)`)
};

/**
* | output |
* | --- |
* | "Hourly rate (£)" |
*
* @param {Profedit_Rate_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_rate_label = /** @type {((inputs?: Profedit_Rate_LabelInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profedit_Rate_LabelInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_profedit_rate_label(inputs)
	return en_profedit_rate_label(inputs)
});