/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Disputes_Filter_LabelInputs */

const en_disputes_filter_label = /** @type {(inputs: Disputes_Filter_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter by state`)
};

const ur_disputes_filter_label = /** @type {(inputs: Disputes_Filter_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حیثیت کے لحاظ سے فلٹر کریں`)
};

/**
* | output |
* | --- |
* | "Filter by state" |
*
* @param {Disputes_Filter_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_filter_label = /** @type {((inputs?: Disputes_Filter_LabelInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Disputes_Filter_LabelInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_disputes_filter_label(inputs)
	return en_disputes_filter_label(inputs)
});