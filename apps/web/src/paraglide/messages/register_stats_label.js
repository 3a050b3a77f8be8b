/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Register_Stats_LabelInputs */

const en_register_stats_label = /** @type {(inputs: Register_Stats_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The programme in numbers`)
};

const ur_register_stats_label = /** @type {(inputs: Register_Stats_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پروگرام اعداد و شمار میں`)
};

/**
* | output |
* | --- |
* | "The programme in numbers" |
*
* @param {Register_Stats_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_stats_label = /** @type {((inputs?: Register_Stats_LabelInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Register_Stats_LabelInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_register_stats_label(inputs)
	return en_register_stats_label(inputs)
});