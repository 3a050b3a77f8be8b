/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Jobs_Title_Filter_NoteInputs */

const en_jobs_title_filter_note = /** @type {(inputs: Jobs_Title_Filter_NoteInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (` · ${i?.shown} match the title filter`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (` · ${i?.shown} match the title filter`);
	return /** @type {LocalizedString} */ ("jobs_title_filter_note");
};

const ur_jobs_title_filter_note = /** @type {(inputs: Jobs_Title_Filter_NoteInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ur", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (` · ${i?.shown} جاب عنوان کے فلٹر سے ملتی ہے`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (` · ${i?.shown} جابز عنوان کے فلٹر سے ملتی ہیں`);
	return /** @type {LocalizedString} */ ("jobs_title_filter_note");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "· {shown} match the title filter" |
* | "other" | "· {shown} match the title filter" |
*
* @param {Jobs_Title_Filter_NoteInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_title_filter_note = /** @type {((inputs: Jobs_Title_Filter_NoteInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Jobs_Title_Filter_NoteInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_jobs_title_filter_note(inputs)
	return en_jobs_title_filter_note(inputs)
});