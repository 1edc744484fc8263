-- A bulk metric push replaces the readings of its metric_push source (MetricReadings.bulk deletes
-- them by source before inserting the new batch): this index finds them without a scan of every
-- reading of every user.
CREATE INDEX metric_observations_source ON metric_observations (source_id);
