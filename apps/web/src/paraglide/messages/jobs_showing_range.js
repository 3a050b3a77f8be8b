/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, from: NonNullable<unknown>, to: NonNullable<unknown>, total: NonNullable<unknown> }} Jobs_Showing_RangeInputs */

const en_jobs_showing_range = /** @type {(inputs: Jobs_Showing_RangeInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Showing ${i?.from}–${i?.to} of ${i?.total} job`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Showing ${i?.from}–${i?.to} of ${i?.total} jobs`);
	return /** @type {LocalizedString} */ ("jobs_showing_range");
};

const ur_jobs_showing_range = /** @type {(inputs: Jobs_Showing_RangeInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ur", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.total} جاب میں سے ${i?.from}–${i?.to} دکھائی جا رہی ہیں`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.total} جابز میں سے ${i?.from}–${i?.to} دکھائی جا رہی ہیں`);
	return /** @type {LocalizedString} */ ("jobs_showing_range");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Showing {from}–{to} of {total} job" |
* | "other" | "Showing {from}–{to} of {total} jobs" |
*
* @param {Jobs_Showing_RangeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_showing_range = /** @type {((inputs: Jobs_Showing_RangeInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Showing_RangeInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_showing_range(inputs)
	return en_jobs_showing_range(inputs)
});