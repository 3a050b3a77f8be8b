/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Stats_LabelInputs */

const en_about_stats_label = /** @type {(inputs: About_Stats_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platform figures`)
};

const ur_about_stats_label = /** @type {(inputs: About_Stats_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`پلیٹ فارم کے اعداد و شمار`)
};

/**
* | output |
* | --- |
* | "Platform figures" |
*
* @param {About_Stats_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_stats_label = /** @type {((inputs?: About_Stats_LabelInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Stats_LabelInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_about_stats_label(inputs)
	return en_about_stats_label(inputs)
});