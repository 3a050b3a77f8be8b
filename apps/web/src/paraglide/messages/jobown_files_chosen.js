/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown>, max: NonNullable<unknown> }} Jobown_Files_ChosenInputs */

const en_jobown_files_chosen = /** @type {(inputs: Jobown_Files_ChosenInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} of ${i?.max} files chosen`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} of ${i?.max} files chosen`);
	return /** @type {LocalizedString} */ ("jobown_files_chosen");
};

const ur_jobown_files_chosen = /** @type {(inputs: Jobown_Files_ChosenInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ur", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.max} میں سے ${i?.shown} فائل منتخب کی گئی`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.max} میں سے ${i?.shown} فائلیں منتخب کی گئیں`);
	return /** @type {LocalizedString} */ ("jobown_files_chosen");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} of {max} files chosen" |
* | "other" | "{count} of {max} files chosen" |
*
* @param {Jobown_Files_ChosenInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_files_chosen = /** @type {((inputs: Jobown_Files_ChosenInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobown_Files_ChosenInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobown_files_chosen(inputs)
	return en_jobown_files_chosen(inputs)
});